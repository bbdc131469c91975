import type { ReportedPage } from '@/lib/browser-error-reporter.ts';
import { reportBrowserError, reportBrowserErrorsTo } from '@/lib/browser-errors.ts';

let shown: ReportedPage | undefined;

/**
 * The page now shown, which errors are filed under. The first call, once the app has taken the
 * page over, loads the reporter in a chunk of its own and sends what was caught until then.
 */
export function reportBrowserErrorsOn(page: ReportedPage): void {
  if (!shown) {
    import('@/lib/browser-error-reporter.ts')
      .then(({ browserErrorReporter }) => reportBrowserErrorsTo(browserErrorReporter(() => shown ?? page)))
      .catch(() => {
        // A reporter that cannot be loaded leaves the errors untold, and nothing else.
      });
  }
  shown = page;
}

/** hydrateRoot's onRecoverableError: a page the app could not hydrate as the server rendered it. React's own would tell the console alone. */
export function reportFailedHydration(error: unknown): void {
  console.error(error);
  reportBrowserError('hydration', error);
}
