import { SITE_VERSIONS } from '@shop/contracts/wire.ts';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import { COMPACT_LAYOUT_BELOW_PX } from '@shop/contracts/limits.ts';

export const SITE_VERSION_STORAGE_KEY = 'site-version';

/** A kept choice wins; a first visit decides by the viewport (compact layout below 990 px). */
export function decideSiteVersion(stored: string | null, viewportWidth: number): { version: SiteVersion; firstVisit: boolean } {
  const kept = SITE_VERSIONS.find((version) => version === stored);
  if (kept) return { version: kept, firstVisit: false };
  return { version: viewportWidth < COMPACT_LAYOUT_BELOW_PX ? 'mobile' : 'desktop', firstVisit: true };
}

export function readStoredSiteVersion(): string | null {
  try {
    return window.localStorage.getItem(SITE_VERSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function keepSiteVersion(version: SiteVersion): void {
  try {
    window.localStorage.setItem(SITE_VERSION_STORAGE_KEY, version);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}

/** Reads the kept choice or decides one, and keeps it. */
export function startSiteVersion(): { version: SiteVersion; firstVisit: boolean } {
  const decision = decideSiteVersion(readStoredSiteVersion(), window.innerWidth);
  if (decision.firstVisit) keepSiteVersion(decision.version);
  return decision;
}
