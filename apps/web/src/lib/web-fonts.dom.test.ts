import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import starter from '../../public/cached-fonts.js?raw';
import { loadWebFonts, WEB_FONTS_HREF, WEB_FONTS_STORAGE_KEY } from './web-fonts.ts';

const sheets = () => [...document.querySelectorAll('link[data-web-fonts]')].map((link) => link.getAttribute('href'));

describe('loadWebFonts', () => {
  beforeEach(() => {
    document.documentElement.dataset.appReady = '';
  });
  afterEach(() => {
    delete document.documentElement.dataset.appReady;
    document.head.querySelectorAll('link[data-web-fonts]').forEach((link) => link.remove());
    localStorage.clear();
  });

  it('waits for the page to load, so the font files do not compete with its pictures', () => {
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    loadWebFonts('/assets/fonts-a1.css');
    expect(sheets()).toEqual([]);
    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(sheets()).toEqual(['/assets/fonts-a1.css']);
    state.mockRestore();
  });

  it('waits for the app to hydrate the page, which the sheet would hold back by laying the page out again', async () => {
    delete document.documentElement.dataset.appReady;
    loadWebFonts('/assets/fonts-a1.css');
    await Promise.resolve();
    expect(sheets()).toEqual([]);
    document.documentElement.dataset.appReady = '';
    await vi.waitFor(() => expect(sheets()).toEqual(['/assets/fonts-a1.css']));
  });

  it('waits for the early look-up in the cache to settle, so the sheet is not added twice', () => {
    document.documentElement.dataset.fontsCheck = 'pending';
    loadWebFonts('/assets/fonts-a1.css');
    expect(sheets()).toEqual([]);
    delete document.documentElement.dataset.fontsCheck;
    document.dispatchEvent(new Event('fonts-checked'));
    expect(sheets()).toEqual(['/assets/fonts-a1.css']);
  });

  it('adds the fonts’ sheet once, and keeps its address when it has loaded', () => {
    loadWebFonts('/assets/fonts-a1.css');
    loadWebFonts('/assets/fonts-a1.css');
    expect(sheets()).toEqual(['/assets/fonts-a1.css']);
    expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBeNull();

    document.querySelector('link[data-web-fonts]')!.dispatchEvent(new Event('load'));
    expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBe('/assets/fonts-a1.css');
  });

  it('replaces a sheet of an earlier build added from a stored address', () => {
    localStorage.setItem(WEB_FONTS_STORAGE_KEY, '/assets/fonts-old.css');
    const earlier = document.createElement('link');
    earlier.rel = 'stylesheet';
    earlier.href = '/assets/fonts-old.css';
    earlier.dataset.webFonts = '';
    document.head.append(earlier);

    loadWebFonts('/assets/fonts-new.css');
    expect(sheets()).toEqual(['/assets/fonts-new.css']);
  });

  it('does not keep an address that is not a built asset (the dev server’s)', () => {
    loadWebFonts('/src/app/fonts.css');
    document.querySelector('link[data-web-fonts]')!.dispatchEvent(new Event('load'));
    expect(sheets()).toEqual(['/src/app/fonts.css']);
    expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBeNull();
  });
});

describe('public/cached-fonts.js', () => {
  // A classic script that cannot import this module: it must read the key and accept the addresses this keeps.
  it('reads the address under the key the loader keeps it by, and accepts the same addresses', () => {
    expect(starter).toContain(`localStorage.getItem('${WEB_FONTS_STORAGE_KEY}')`);
    expect(starter).toContain(`/${WEB_FONTS_HREF.source}/.test(`);
    // And tells the loader, which waits for it, when it has settled.
    expect(starter).toContain("dataset.fontsCheck = 'pending'");
    expect(starter).toContain("new Event('fonts-checked')");
  });
});
