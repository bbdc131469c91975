import { createServer } from 'node:http';
import { Pool } from 'undici';

/**
 * A bare proxy: an undici Pool to the upstream, headers and body passed through, nothing checked.
 * Its own process, like the BFF, so both compete for the same cores as the upstream and the load
 * generator do. Usage: bare-pass-through.ts <upstream url> <port>
 */
const [upstreamUrl, port] = process.argv.slice(2);
if (!upstreamUrl || !port) throw new Error('usage: bare-pass-through.ts <upstream url> <port>');

const pool = new Pool(upstreamUrl, { connections: 128, keepAliveTimeout: 30_000 });
const server = createServer((request, response) => {
  pool
    .request({ method: 'GET', path: request.url ?? '/', headers: request.headers as Record<string, string> })
    .then(async (upstream) => {
      response.writeHead(upstream.statusCode, { 'content-type': String(upstream.headers['content-type'] ?? 'application/json') });
      response.end(Buffer.from(await upstream.body.arrayBuffer()));
    })
    .catch(() => {
      response.writeHead(502).end();
    });
});
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void pool.close().finally(() => process.exit(0));
});
