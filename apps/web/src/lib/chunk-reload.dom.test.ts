import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadChunk, page, reloadForFreshChunks } from './chunk-reload.ts';

let reload = vi.fn();

beforeEach(() => {
  window.sessionStorage.clear();
  reload = vi.spyOn(page, 'reload').mockImplementation(() => {}) as unknown as typeof reload;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('chunk reload', () => {
  it('reloads at most once a minute', () => {
    expect(reloadForFreshChunks(1_000_000)).toBe(true);
    expect(reloadForFreshChunks(1_030_000)).toBe(false);
    expect(reloadForFreshChunks(1_061_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('passes other import errors on', async () => {
    await expect(loadChunk(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads on a failed dynamic import', () => {
    void loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/cart.js')));
    return vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
