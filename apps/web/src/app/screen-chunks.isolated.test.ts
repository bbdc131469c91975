import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSanitizer } from '@shop/ui/sanitizer.ts';
import { loadChunk, page } from '@/lib/chunk-reload.ts';
import { screenImports } from './screen-registry.ts';
import { preloadHydratedPath, preloadPath } from './screen-chunks.ts';

// The main page's code, gone with a deploy: every import of it fails as the browser's does.
const gone = () => new TypeError('Failed to fetch dynamically imported module: /assets/main-screen-old.js');
vi.mock('./screen-registry.ts', () => ({ screenImports: { main: vi.fn(), page: vi.fn() } }));
vi.mock('@shop/ui/sanitizer.ts', () => ({ loadSanitizer: vi.fn(() => Promise.resolve()) }));

let reload = vi.fn();

beforeEach(() => {
  window.sessionStorage.clear();
  reload = vi.spyOn(page, 'reload').mockImplementation(() => {}) as unknown as typeof reload;
  vi.mocked(screenImports.main)
    .mockClear()
    .mockImplementation(() => Promise.reject(gone()));
  vi.mocked(loadSanitizer).mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the code loaded ahead', () => {
  // First in the file: a sanitiser that has loaded once is not asked for again.
  it('hydrates a server-rendered page with its screen alone, and a click with the sanitiser for the HTML it brings', async () => {
    preloadHydratedPath('/');
    expect(screenImports.main).toHaveBeenCalledTimes(1);
    expect(loadSanitizer).not.toHaveBeenCalled();
    await (vi.mocked(screenImports.main).mock.results[0]?.value as Promise<unknown>).catch(() => {});

    preloadPath('/');
    expect(screenImports.main).toHaveBeenCalledTimes(2);
    expect(loadSanitizer).toHaveBeenCalledTimes(1);
  });
});

describe('link prefetch and the chunk reload', () => {
  it('lets a failed prefetch go: the page stays, and the reload waits for the click', async () => {
    preloadPath('/');
    expect(screenImports.main).toHaveBeenCalledTimes(1);
    // Once the prefetch has met its failure (its own handler comes first):
    await (vi.mocked(screenImports.main).mock.results[0]?.value as Promise<unknown>).catch(() => {});
    expect(reload).not.toHaveBeenCalled();

    // The shopper's click needs the same code: that navigation reloads the page for it.
    void loadChunk(screenImports.main);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
