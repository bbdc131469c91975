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

  it("offline, waits for the network and tries the chunk again instead of reloading into the browser's offline page", async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const failed = new TypeError('Failed to fetch dynamically imported module: /assets/later-parts.js');
    const load = vi.fn().mockRejectedValueOnce(failed).mockResolvedValueOnce({ Part: 'hydrated' });
    const loaded = loadChunk(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toEqual({ Part: 'hydrated' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads when the chunk still fails once the network is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const failed = new TypeError('Failed to fetch dynamically imported module: /assets/later-parts.js');
    const load = vi.fn().mockRejectedValue(failed);
    void loadChunk(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
