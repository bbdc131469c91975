import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An OTLP/HTTP receiver that reads every batch of spans and keeps none: what tracing costs the sender alone. */
export async function startOtlpSink(): Promise<{ url: string; batches: () => number; close: () => void }> {
  let batches = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      batches += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    batches: () => batches,
    close: () => server.close(),
  };
}
