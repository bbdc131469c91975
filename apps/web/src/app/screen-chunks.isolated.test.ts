import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadChunk, page } from '@/lib/chunk-reload.ts';
import { screenImports } from './screen-registry.ts';
import { preloadPath } from './screen-chunks.ts';

// The main page's code, gone with a deploy: every import of it fails as the browser's does.
const gone = () => new TypeError('Failed to fetch dynamically imported module: /assets/main-screen-old.js');
vi.mock('./screen-registry.ts', () => ({ screenImports: { main: vi.fn(), page: vi.fn() } }));
vi.mock('@shop/ui/safe-html.tsx', () => ({ loadSanitizer: () => Promise.resolve() }));

let reload = vi.fn();

beforeEach(() => {
  window.sessionStorage.clear();
  reload = vi.spyOn(page, 'reload').mockImplementation(() => {}) as unknown as typeof reload;
  vi.mocked(screenImports.main).mockImplementation(() => Promise.reject(gone()));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('link prefetch and the chunk reload', () => {
  it('lets a failed prefetch go: the page stays, and the reload is kept for the click', async () => {
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
