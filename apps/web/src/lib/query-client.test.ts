import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { retry } from './query-client.ts';

const failure = (status: number) => new ApiError('failed', { status });

describe('retry', () => {
  it('asks twice more after a network error or a 500 or 502', () => {
    for (const error of [new TypeError('Failed to fetch'), failure(500), failure(502)]) {
      expect([0, 1, 2].map((count) => retry(count, error))).toEqual([true, true, false]);
    }
  });

  it('does not ask again after a 4xx, nor after a 503 or 504, for which the BFF has already waited', () => {
    for (const status of [400, 404, 429, 503, 504]) expect(retry(0, failure(status))).toBe(false);
  });
});
