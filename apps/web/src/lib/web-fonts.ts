/**
 * The shop's web fonts (app/fonts.css) come in a stylesheet of their own, added once the page has
 * loaded and the app has started: on a phone's network their files would otherwise share it with the first screen's
 * images, and text shows in a fallback face until they arrive all the same (font-display: swap).
 * A browser that has loaded them once may still have them cached: public/cached-fonts.js then
 * adds the same sheet, by the address stored here, as the page is read, so a returning shopper's
 * first paint has them.
 */
export const WEB_FONTS_STORAGE_KEY = 'web-fonts';

/** The sheet's address as cached-fonts.js accepts it: a built asset of this origin. */
export const WEB_FONTS_HREF = /^\/assets\/[\w.-]+\.css$/;

function keep(href: string): void {
  try {
    window.localStorage.setItem(WEB_FONTS_STORAGE_KEY, href);
  } catch {
    // Private mode without storage: the next visit adds the sheet after its load again.
  }
}

/**
 * Adds the fonts' sheet once the page has loaded and the app has hydrated it, unless the page
 * has it by then; once the sheet has loaded, keeps its address for next time.
 */
export function loadWebFonts(href: string): void {
  const add = () => afterAppReady(() => afterCachedCheck(() => addWebFonts(href)));
  if (document.readyState === 'complete') add();
  else window.addEventListener('load', add, { once: true });
}

/**
 * After the app is ready (html[data-app-ready], app/app-ready.ts): the sheet, and
 * each font file as it arrives, lays the whole page out again, which on a slow phone held the
 * app's start back by about half a second. Until then the text is in its fallback face, as it is
 * until the files arrive in any case (font-display: swap).
 */
function afterAppReady(then: () => void): void {
  const root = document.documentElement;
  if (root.hasAttribute('data-app-ready')) return then();
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute('data-app-ready')) return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });
}

/** After cached-fonts.js has looked the sheet up in the cache, so the two never add it both. */
function afterCachedCheck(then: () => void): void {
  if (document.documentElement.dataset.fontsCheck !== 'pending') return then();
  document.addEventListener('fonts-checked', then, { once: true });
}

function addWebFonts(href: string): void {
  const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[data-web-fonts]')];
  // A sheet of an earlier build, added by a stored address, goes.
  for (const stale of sheets.filter((link) => link.getAttribute('href') !== href)) stale.remove();
  if (sheets.some((link) => link.getAttribute('href') === href)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.webFonts = '';
  if (WEB_FONTS_HREF.test(href)) link.addEventListener('load', () => keep(href), { once: true });
  document.head.append(link);
}
