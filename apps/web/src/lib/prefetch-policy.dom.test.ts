import { describe, expect, it, vi } from 'vitest';
import { mayPrefetch, PREFETCH_IDLE_TIMEOUT_MS, whenIdle } from './prefetch-policy.ts';

describe('link prefetch policy', () => {
  it('prefetches on a good connection and where the browser does not say', () => {
    expect(mayPrefetch({ connection: { effectiveType: '4g', saveData: false } })).toBe(true);
    expect(mayPrefetch({ connection: { effectiveType: '3g' } })).toBe(true);
    expect(mayPrefetch({})).toBe(true);
  });

  it('skips prefetch on 2g and slow 2g', () => {
    expect(mayPrefetch({ connection: { effectiveType: '2g' } })).toBe(false);
    expect(mayPrefetch({ connection: { effectiveType: 'slow-2g' } })).toBe(false);
  });

  it('skips prefetch when the shopper saves data, whatever the connection', () => {
    expect(mayPrefetch({ connection: { effectiveType: '4g', saveData: true } })).toBe(false);
  });

  it('waits for an idle moment of at most 2 s, and can be cancelled', () => {
    const requestIdleCallback = vi.fn((_callback: () => void, _options?: { timeout: number }) => 7);
    const cancelIdleCallback = vi.fn();
    const cancel = whenIdle(() => {}, { requestIdleCallback, cancelIdleCallback, setTimeout: vi.fn(), clearTimeout: vi.fn() });
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    expect(PREFETCH_IDLE_TIMEOUT_MS).toBe(2000);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a 2 s timer where requestIdleCallback is missing', () => {
    vi.useFakeTimers();
    try {
      const callback = vi.fn();
      whenIdle(callback, { setTimeout: (fn, ms) => window.setTimeout(fn, ms), clearTimeout: (id) => window.clearTimeout(id) });
      vi.advanceTimersByTime(1999);
      expect(callback).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(callback).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
