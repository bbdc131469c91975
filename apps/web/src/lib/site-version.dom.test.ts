import { afterEach, describe, expect, it } from 'vitest';
import { SITE_VERSION_STORAGE_KEY, decideSiteVersion, startSiteVersion } from './site-version.ts';

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });

afterEach(() => {
  window.localStorage.clear();
  setWidth(1024);
});

describe('site version', () => {
  it('chooses mobile below 990 px and desktop from 990 px when no choice is stored', () => {
    expect(decideSiteVersion(null, 989)).toEqual({ version: 'mobile', decidedNow: true });
    expect(decideSiteVersion(null, 990)).toEqual({ version: 'desktop', decidedNow: true });
  });

  it('keeps an earlier choice whatever the width', () => {
    expect(decideSiteVersion('desktop', 375)).toEqual({ version: 'desktop', decidedNow: false });
    expect(decideSiteVersion('mobile', 1440)).toEqual({ version: 'mobile', decidedNow: false });
  });

  it('ignores a damaged stored value', () => {
    expect(decideSiteVersion('tablet', 1440)).toEqual({ version: 'desktop', decidedNow: true });
  });

  it('keeps the first decision in localStorage so the next visit does not decide again', () => {
    setWidth(390);
    expect(startSiteVersion()).toEqual({ version: 'mobile', decidedNow: true });
    expect(window.localStorage.getItem(SITE_VERSION_STORAGE_KEY)).toBe('mobile');
    setWidth(1280);
    expect(startSiteVersion()).toEqual({ version: 'mobile', decidedNow: false });
  });

  it('tells the server the version in a cookie, also for a choice stored before the cookie existed', () => {
    window.localStorage.setItem(SITE_VERSION_STORAGE_KEY, 'mobile');
    document.cookie = 'site_version=; max-age=0; path=/';
    startSiteVersion();
    expect(document.cookie).toContain('site_version=mobile');
  });
});
