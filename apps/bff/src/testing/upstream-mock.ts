import type { Interceptable } from 'undici';

const jsonHeaders = { 'content-type': 'application/json' };

/** Answers one upstream request to `path` (its query string ignored: tests read it from the call history). */
export function answerUpstream(
  upstream: Interceptable,
  method: string,
  path: string,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
) {
  return upstream
    .intercept({ method, path: (requested: string) => requested.split('?')[0] === path })
    .reply(status, typeof body === 'string' ? body : JSON.stringify(body), { headers: { ...jsonHeaders, ...headers } });
}

/** The three legacy reply shapes around a payload. */
export const legacy = {
  status: (payload: object, extra: object = {}) => ({ status: 'OK', ...payload, ...extra }),
  statusFail: (extra: object) => ({ status: 'FAIL', ...extra }),
  result: (payload: unknown, extra: object = {}) => ({ result: payload, response: { status: 'OK' }, ...extra }),
  resultFail: (extra: object) => ({ result: null, response: { status: 'FAIL' }, ...extra }),
  rq: (payload: object, extra: object = {}) => ({ rqStatus: 'OK', ...payload, ...extra }),
  rqFail: (extra: object) => ({ rqStatus: 'FAIL', ...extra }),
};

/**
 * Makes the upstream refuse a call the way the legacy interface refuses what the shopper can act
 * on: HTTP 200 and a FAIL in the path's reply shape carrying the refusal's own status code.
 */
export function refuseUpstream(
  upstream: Interceptable,
  method: string,
  path: string,
  shape: 'status' | 'result' | 'rq',
  statusCode: number,
  error: string,
  more: object = {},
) {
  const fail = { status: legacy.statusFail, result: legacy.resultFail, rq: legacy.rqFail }[shape];
  return answerUpstream(upstream, method, path, 200, fail({ statusCode, error, ...more }));
}
