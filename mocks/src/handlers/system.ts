import { http, HttpResponse } from 'msw';
import { contract } from '@shop/contracts/routes.ts';
import { handle, ok } from '../contract-handler.ts';

const startedAt = Date.now();

/** Product pictures: the BFF streams them from the upstream; here a plain SVG tile stands in. */
const imageHandler = http.get('*/api/img/*', ({ request }) => {
  const id = new URL(request.url).pathname.replace(/\D+/g, '') || '0';
  const hue = (Number(id) * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><rect width="240" height="240" fill="hsl(${hue} 45% 88%)"/><text x="120" y="132" font-family="sans-serif" font-size="40" text-anchor="middle" fill="hsl(${hue} 45% 35%)">${id}</text></svg>`;
  return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml' } });
});

export const systemHandlers = [
  handle(contract.system.health, () => ok({ uptimeSeconds: (Date.now() - startedAt) / 1000 })),
  handle(contract.system.ready, () => ok({ upstream: 'up' as const, latencyMs: 0 })),
  imageHandler,
];
