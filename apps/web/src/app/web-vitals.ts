import type { SiteVersion } from '@shop/contracts/enums.ts';
import type { VitalsRoute } from '@shop/contracts/vitals.ts';

/** What the measures are filed under: the route type of the page the app hydrated or rendered, and its layout. */
export type MeasuredPage = { route: VitalsRoute; layout: SiteVersion };

/**
 * Starts measuring the page's web vitals once the app has hydrated or rendered it. That moment is a
 * measure itself (AppReady, ms since the navigation started); the reporter and the web-vitals
 * library come in a chunk of their own, after it, so the first load carries none of them.
 * Every measure counts from the navigation's start: a browser that cannot tell about its
 * navigation (no PerformanceObserver of 'navigation' entries) measures nothing.
 */
export function startWebVitals(page: MeasuredPage): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('navigation')) return;
  // A page opened in a background tab is hydrated whenever the tab is let run: not a load time.
  const appReadyMs = document.visibilityState === 'visible' ? performance.now() : undefined;
  import('./web-vitals-reporter.ts')
    .then(({ reportWebVitals }) => reportWebVitals(page, appReadyMs))
    .catch(() => {
      // A reporter that cannot be loaded leaves the page unmeasured, and nothing else.
    });
}
