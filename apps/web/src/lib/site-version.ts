import { SITE_VERSION_COOKIE, SITE_VERSIONS, COMPACT_LAYOUT_BELOW_PX } from '@shop/contracts/browser/site.ts';
import type { SiteVersion } from '@shop/contracts/enums.ts';

export const SITE_VERSION_STORAGE_KEY = 'site-version';

/** A stored choice wins; without one the viewport decides (compact layout below 990 px). */
export function decideSiteVersion(stored: string | null, viewportWidth: number): { version: SiteVersion; decidedNow: boolean } {
  const storedVersion = SITE_VERSIONS.find((version) => version === stored);
  if (storedVersion) return { version: storedVersion, decidedNow: false };
  return { version: viewportWidth < COMPACT_LAYOUT_BELOW_PX ? 'mobile' : 'desktop', decidedNow: true };
}

export function readStoredSiteVersion(): string | null {
  try {
    return window.localStorage.getItem(SITE_VERSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** A year: the choice outlives the session, as the stored one does. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Stored for this browser and as a cookie, so the server renders the next first page in it. */
export function keepSiteVersion(version: SiteVersion): void {
  document.cookie = `${SITE_VERSION_COOKIE}=${version}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
  try {
    window.localStorage.setItem(SITE_VERSION_STORAGE_KEY, version);
  } catch {
    // Private mode without storage: the cookie still carries it.
  }
}

/**
 * Reads the stored choice or decides one, and stores it: a choice stored before the cookie existed
 * gets its cookie on the next visit.
 */
export function startSiteVersion(): { version: SiteVersion; decidedNow: boolean } {
  const decision = decideSiteVersion(readStoredSiteVersion(), window.innerWidth);
  keepSiteVersion(decision.version);
  return decision;
}
