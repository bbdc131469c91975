import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_TRACES_PORT, E2E_TRACES_UPSTREAM_PORT } from './shop-address.ts';
import { launchShop } from './start-shop.ts';
import { firstProductPath } from './shopper-api.ts';

/** A span as OTLP/HTTP's JSON encoding sends it, with the service that sent it. */
interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
}

interface OtlpRequest {
  resourceSpans: Array<{
    resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
    scopeSpans: Array<{ spans: Array<Omit<ReceivedSpan, 'service'>> }>;
  }>;
}

const SERVER = 2;
const CLIENT = 3;

/** An OTLP/HTTP receiver on a free port: every span the shop's two services send it. */
async function startReceiver(): Promise<{ server: Server; url: string; spans: ReceivedSpan[] }> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpRequest;
        for (const { resource, scopeSpans } of body.resourceSpans) {
          const service = resource.attributes.find((attribute) => attribute.key === 'service.name')?.value.stringValue ?? '';
          for (const scope of scopeSpans) for (const span of scope.spans) spans.push({ ...span, service });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans };
}

const baseURL = `http://127.0.0.1:${E2E_TRACES_PORT}`;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let stopShop: (() => Promise<void>) | undefined;
beforeAll(async () => {
  receiver = await startReceiver();
  stopShop = await launchShop({
    port: E2E_TRACES_PORT,
    upstreamPort: E2E_TRACES_UPSTREAM_PORT,
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      // Sent within a moment rather than every 5 s.
      OTEL_BSP_SCHEDULE_DELAY: '100',
      // Enough of a catalogue for a product page, generated in a moment.
      DEMO_ASSORTMENTS: '200',
    },
  });
});
afterAll(async () => {
  await stopShop?.();
  receiver?.server.close();
});

describe('traces', () => {
  it('a product page rendered on the server is one trace, from the caller through the BFF and the demo upstream to its queries', async () => {
    const productPath = await firstProductPath(baseURL);

    // The caller's own trace (a load balancer's, a browser's): the page's spans continue it.
    const traceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    const page = await fetch(`${baseURL}${productPath}`, {
      headers: { accept: 'text/html', traceparent: `00-${traceId}-${callerSpanId}-01` },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1');

    const ofTrace = () => receiver.spans.filter((span) => span.traceId === traceId);
    const childrenOf = (parent: ReceivedSpan | undefined) => ofTrace().filter((span) => parent && span.parentSpanId === parent.spanId);
    const queriesOfPage = () => {
      const request = ofTrace().find((span) => span.parentSpanId === callerSpanId);
      const ssrPage = childrenOf(request).find((span) => span.name === 'ssr page');
      const pageData = childrenOf(ssrPage).find((span) => span.name === 'GET /api/page');
      const upstreamCall = childrenOf(pageData).find((span) => span.kind === CLIENT);
      const upstreamRequest = childrenOf(upstreamCall).find((span) => span.service === 'shop-upstream');
      const queries = childrenOf(upstreamRequest).find((span) => span.name === 'sqlite queries');
      return {
        request,
        ssrPage,
        pageData,
        upstreamCall,
        upstreamRequest,
        queries,
        render: childrenOf(ssrPage).find((span) => span.name === 'ssr render'),
      };
    };
    // The two services send their batches each on their own schedule.
    await expect.poll(() => queriesOfPage().queries?.service).toBe('shop-upstream');

    const { request, ssrPage, pageData, upstreamCall, upstreamRequest, render } = queriesOfPage();
    expect(request).toMatchObject({ service: 'shop-bff', kind: SERVER, name: 'GET /*' });
    expect(ssrPage).toMatchObject({ service: 'shop-bff' });
    expect(render).toMatchObject({ service: 'shop-bff' });
    expect(pageData).toMatchObject({ service: 'shop-bff', kind: SERVER });
    expect(upstreamCall).toMatchObject({ service: 'shop-bff', name: 'GET' });
    expect(upstreamRequest).toMatchObject({ kind: SERVER, name: 'GET /*' });
  });
});
