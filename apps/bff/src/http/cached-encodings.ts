import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

export type CachedEncoding = 'br' | 'gzip';

const ENCODINGS: CachedEncoding[] = ['br', 'gzip'];
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * Compressed once for every send, so a higher brotli quality than the compression plugin's 4 on
 * the fly costs nothing per request: a cached page of 200 KB goes out as about 25 KB.
 */
const compress: Record<CachedEncoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    compressBrotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  gzip: (bytes) => compressGzip(bytes, { level: 6 }),
};

/** negotiator 1.x takes the server's preference among equals; its published types predate that. */
interface PreferringEncodings {
  encodings(available: readonly string[], options: { preferred: readonly string[] }): string[];
}

/** The encoding the request takes among those cached, by its Accept-Encoding; none for identity. */
export function cachedEncodingFor(request: FastifyRequest): CachedEncoding | undefined {
  if (!request.headers['accept-encoding']) return undefined;
  const negotiator = new Negotiator(request.raw) as Negotiator & PreferringEncodings;
  // Of two the browser takes alike, brotli: the smaller.
  const chosen = negotiator.encodings(ENCODINGS, { preferred: ENCODINGS })[0];
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/**
 * A cached page's bytes compressed once per encoding, however many guest requests it is sent to:
 * compressing 200 KB on every send cost more than the rest of answering from the cache. Keyed by
 * the bytes of one stored copy, so a new copy is compressed afresh and an old one's go with it.
 */
export function createCachedEncodings() {
  const compressed = new WeakMap<Buffer, Partial<Record<CachedEncoding, Promise<Buffer>>>>();
  return function encoded(bytes: Buffer, encoding: CachedEncoding): Promise<Buffer> {
    let byEncoding = compressed.get(bytes);
    if (!byEncoding) compressed.set(bytes, (byEncoding = {}));
    let result = byEncoding[encoding];
    if (!result) byEncoding[encoding] = result = compress[encoding](bytes);
    return result;
  };
}
