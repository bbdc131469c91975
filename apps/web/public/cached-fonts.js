// The web fonts' sheet, which the app adds once the page has loaded (src/lib/web-fonts.ts). A
// browser that still has it cached gets it now, in time for the first paint; one whose cache has
// dropped it waits for the page's load, as with an empty cache, so the files do not compete with the
// page's pictures. Runs on pages the server rendered (src/app/server/page-document.ts).
(() => {
  let fonts = null;
  try {
    fonts = localStorage.getItem('web-fonts');
  } catch {
    // No storage (private mode): the app adds the sheet.
  }
  if (!fonts || !/^\/assets\/[\w.-]+\.css$/.test(fonts)) return;
  // The app adds the sheet at the page's load unless this has settled by then: it waits for this.
  const root = document.documentElement;
  root.dataset.fontsCheck = 'pending';
  const settled = () => {
    delete root.dataset.fontsCheck;
    document.dispatchEvent(new Event('fonts-checked'));
  };
  void fetch(fonts, { cache: 'only-if-cached', mode: 'same-origin' })
    .then(
      (reply) => {
        if (!reply.ok || document.querySelector('link[data-web-fonts]')) return;
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = fonts;
        // Marked as added early, from the cache.
        link.dataset.webFonts = 'cached';
        document.head.append(link);
      },
      () => {},
    )
    .finally(settled);
})();
