import { z } from 'zod';
import { defineRoute } from './route.ts';

export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    tag: 'system',
    summary: 'The BFF process is up',
    reply: z.object({ uptimeSeconds: z.number().nonnegative() }),
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/api/ready',
    tag: 'system',
    summary: 'The BFF can reach the upstream shop',
    reply: z.object({ upstream: z.literal('up'), latencyMs: z.number().nonnegative() }),
    failures: [503],
  }),
} as const;
