// Starts the shop's app on a page the server drew (apps/web/src/app/server/page-document.ts),
// once the page has loaded and been painted: the app's code then takes neither network nor main
// thread from the page's own styles and images, and the shopper sees the page at once. Its
// modules are named in data-modules, the entry first. An image that never finishes loading holds
// the app back at most LOAD_WAIT_MS.
(() => {
  const LOAD_WAIT_MS = 4000;
  const [entry, ...imports] = (document.currentScript?.dataset.modules ?? '').split(' ').filter(Boolean);

  // The web fonts' sheet, which the app adds after the page has loaded (src/lib/web-fonts.ts). A
  // browser that still has it cached gets it now, in time for the first paint; one whose cache has
  // dropped it waits for the app, as on a first visit, so the files do not compete with the page.
  const addCachedFonts = () => {
    let fonts = null;
    try {
      fonts = localStorage.getItem('web-fonts');
    } catch {
      // No storage (private mode): the app adds the sheet.
    }
    if (!fonts || !/^\/assets\/[\w.-]+\.css$/.test(fonts)) return Promise.resolve();
    return fetch(fonts, { cache: 'only-if-cached', mode: 'same-origin' }).then(
      (reply) => {
        if (!reply.ok) return;
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = fonts;
        link.dataset.webFonts = '';
        document.head.append(link);
      },
      () => {},
    );
  };
  // The app starts after the look-up, which reads no more than the browser's cache.
  const fontsChecked = addCachedFonts();

  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // After the next frame is painted, not before it.
    void fontsChecked.then(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          for (const href of imports) {
            const link = document.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            document.head.append(link);
          }
          void import(entry);
        }),
      ),
    );
  };
  if (document.readyState === 'complete') start();
  else {
    window.addEventListener('load', start, { once: true });
    setTimeout(start, LOAD_WAIT_MS);
  }
})();
