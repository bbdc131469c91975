import { constants } from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Replies under this go as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * JSON (and any other compressible reply without its own encoding) over 1 KB is compressed on the
 * fly; the web app's files are compressed at build time and served as they are (web-app.ts).
 * Brotli's default quality (11) costs too much per request: 4 is close to gzip's speed and smaller.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression', fastify: '5.x' },
);
