import { describe, expect, it } from 'vitest';
import { buyerUserFixture } from '@shop/mocks/fixtures/account.ts';
import { cartFixture, emptyCartFixture } from '@shop/mocks/fixtures/cart.ts';
import { mainPage, pages } from '@shop/mocks/fixtures/page.ts';
import { readBoot, type Boot } from '../boot.ts';
import { createPageDocument, ssrPageShell, CACHED_DOCUMENTS, type Manifest } from './page-document.ts';

const SHELL = `<!doctype html>
<html lang="ru">
  <head>
    <title>Мастерок</title>
    <meta name="description" content="Магазин инструментов" />
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-B.js">
    <link rel="modulepreload" crossorigin href="/assets/shared-C.js">
    <link rel="stylesheet" crossorigin href="/assets/shared-D.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript><p class="no-script-note">Для работы магазина включите JavaScript в настройках браузера.</p></noscript>
  </body>
</html>`;

const manifest: Manifest = {
  'index.html': { file: 'assets/index-A.js', css: ['assets/index-E.css'], imports: ['_shared-C.js'] },
  'src/app/start.tsx': { file: 'assets/start-J.js', css: ['assets/start-K.css'], imports: ['_shared-C.js'] },
  '_shared-C.js': { file: 'assets/shared-C.js', css: ['assets/shared-D.css'] },
  'src/app/layouts/later-parts.ts': { file: 'assets/later-parts-O.js', css: ['assets/later-parts-P.css'], imports: ['_shared-C.js'] },
  '_widget-view.js': { file: 'assets/widget-view-F.js', css: ['assets/widget-view-G.css'], imports: ['_shared-C.js'] },
  'src/screens/main/main-screen.tsx': {
    file: 'assets/main-screen-H.js',
    css: ['assets/main-screen-I.css'],
    imports: ['_widget-view.js', '_shared-C.js'],
  },
  'src/app/routes/cart.tsx': { file: 'assets/cart-L.js', imports: ['src/app/start.tsx', 'src/screens/cart/cart-screen.tsx'] },
  'src/screens/cart/cart-screen.tsx': {
    file: 'assets/cart-screen-M.js',
    css: ['assets/cart-screen-N.css'],
    imports: ['_shared-C.js', 'src/app/start.tsx'],
  },
};

const boot = (overrides: Partial<Boot> = {}): Boot => ({
  path: '/',
  page: mainPage('desktop'),
  siteVersion: 'desktop',
  origin: 'http://localhost:3000',
  messages: [],
  ...overrides,
});
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const documentOf = (html: string | null = '<main>Главная</main>') =>
  createPageDocument({ template: SHELL, manifest, render: async () => html });

describe('the document of a page rendered on the server', () => {
  it('has the app HTML in #root and the boot data the app starts from', async () => {
    const page = parse((await documentOf()(boot(), AbortSignal.timeout(1_000)))!);
    expect(page.querySelector('#root main')?.textContent).toBe('Главная');
    expect(readBoot(page)).toEqual(boot());
  });

  it('links the app and screen styles the shell lacks, in import order, once', async () => {
    const page = parse((await documentOf()(boot(), AbortSignal.timeout(1_000)))!);
    const styles = [...page.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));
    expect(styles).toEqual([
      '/assets/shared-D.css',
      '/assets/start-K.css',
      '/assets/later-parts-P.css',
      '/assets/widget-view-G.css',
      '/assets/main-screen-I.css',
    ]);
    expect(page.querySelectorAll('style, link[disabled]')).toHaveLength(0);
  });

  it('puts the styles in the page when it can read them, so the first paint waits for none', async () => {
    const sheets: Record<string, string> = {
      'assets/shared-D.css': '.a{color:red}',
      'assets/start-K.css': '.b{content:"</style><script>alert(1)</script>"}',
      'assets/widget-view-G.css': '.c{margin:0}',
    };
    const pageDocument = createPageDocument({
      template: SHELL,
      manifest,
      render: async () => '<main></main>',
      readStyle: (file) => sheets[file],
    });
    const page = parse((await pageDocument(boot(), AbortSignal.timeout(1_000)))!);
    const inHead = [...page.head.querySelectorAll('style, link[rel="stylesheet"]')].map((element) =>
      element.tagName === 'STYLE'
        ? `style ${element.textContent}`
        : `link ${element.getAttribute('href')}${element.hasAttribute('disabled') ? ' disabled' : ''}`,
    );
    expect(inHead).toEqual([
      'style .a{color:red}',
      // The app's loader sees the sheet is there by this link; the browser neither fetches nor applies it.
      'link /assets/shared-D.css disabled',
      // A sheet whose text would close the style element is linked as built.
      'link /assets/start-K.css',
      // The layout's later parts are rendered on the server: their sheet comes before their code.
      'link /assets/later-parts-P.css',
      'style .c{margin:0}',
      'link /assets/widget-view-G.css disabled',
      // A sheet that cannot be read is linked.
      'link /assets/main-screen-I.css',
    ]);
    expect(page.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(3);
  });

  it('asks for the app from the head at once, and for the modules the route type runs before it is ready', async () => {
    const withBoot: Manifest = {
      ...manifest,
      'index.html': { ...manifest['index.html']!, dynamicImports: ['_react.js', 'src/app/start.tsx'] },
      '_react.js': { file: 'assets/react-L.js' },
    };
    const pageDocument = createPageDocument({ template: SHELL, manifest: withBoot, render: async () => '<main></main>' });
    const page = parse((await pageDocument(boot(), AbortSignal.timeout(1_000)))!);
    expect(page.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-A.js');
    expect(page.querySelector('script[src="/cached-fonts.js"]')?.hasAttribute('defer')).toBe(true);
    // Each once, imports before their importers; the shell's own preloads stay as built. The
    // layout's later parts load once the app is ready, not before.
    expect([...page.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/runtime-B.js',
      '/assets/shared-C.js',
      '/assets/react-L.js',
      '/assets/start-J.js',
      '/assets/widget-view-F.js',
      '/assets/main-screen-H.js',
    ]);
  });

  it('keeps the shell as built but for the fonts script', () => {
    const page = parse(ssrPageShell(SHELL));
    expect([...page.querySelectorAll('script')].map((script) => script.getAttribute('src'))).toEqual([
      '/cached-fonts.js',
      '/assets/index-A.js',
    ]);
    expect(page.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(2);
  });

  it('tells a browser without JavaScript that the catalogue, the search and the cart work, and checkout needs it', () => {
    const notes = [...parse(ssrPageShell(SHELL)).querySelectorAll('noscript')].map((note) => note.textContent);
    expect(notes).toEqual([
      'Каталог, поиск и корзина работают и без JavaScript. Чтобы оформить заказ, включите JavaScript в настройках браузера.',
    ]);
  });

  it("takes the page's head: its title and description in the shell's place, its own tags beside them", async () => {
    const seo = { ...mainPage().seo, seo_title: 'Дрели <и> шуруповёрты', seo_desc: 'Скидки "до 40%" & доставка' };
    const page = parse((await documentOf()(boot({ page: { ...mainPage(), seo } }), AbortSignal.timeout(1_000)))!);
    expect(page.title).toBe('Дрели <и> шуруповёрты');
    expect(page.querySelectorAll('title, meta[name="description"]')).toHaveLength(2);
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Скидки "до 40%" & доставка');
    expect(page.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost:3000/');
    expect(page.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Дрели <и> шуруповёрты');
    expect(page.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('index, follow');
  });

  it('names no address and is not to be indexed when the shop does not know its public origin', async () => {
    const page = parse((await documentOf()(boot({ origin: null }), AbortSignal.timeout(1_000)))!);
    expect(page.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(page.head.querySelectorAll('link[rel="canonical"], meta[property^="og:"], script[type="application/ld+json"]')).toHaveLength(0);
  });

  it('keeps data that looks like markup inside its script element', async () => {
    const seo = { ...mainPage().seo, seo_title: '</script><script>alert(1)</script>' };
    const html = (await documentOf()(boot({ page: { ...mainPage(), seo } }), AbortSignal.timeout(1_000)))!;
    const page = parse(html);
    expect(page.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(3);
    expect(page.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2);
    expect(readBoot(page)?.page?.seo.seo_title).toBe('</script><script>alert(1)</script>');
  });

  it("has the cart's title, and the cart route's styles and modules, for the cart, which has no page data", async () => {
    const cart = boot({ path: '/cart/', page: null, cart: cartFixture, user: buyerUserFixture });
    const page = parse((await documentOf()(cart, AbortSignal.timeout(1_000)))!);
    expect(page.title).toBe('Корзина');
    expect(page.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    const styles = [...page.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));
    expect(styles).toEqual(['/assets/shared-D.css', '/assets/start-K.css', '/assets/later-parts-P.css', '/assets/cart-screen-N.css']);
    const modules = [...page.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    expect(modules).toEqual(expect.arrayContaining(['/assets/cart-screen-M.js', '/assets/cart-L.js']));
    expect(readBoot(page)).toEqual(cart);
  });

  it("links the styles of the screen's later parts, which the server renders with it, but not those of a window it opens later", async () => {
    const product: Manifest = {
      ...manifest,
      'src/screens/catalogue/catalogue-screen.tsx': {
        file: 'assets/catalogue-screen-Q.js',
        imports: ['_catalogue-code.js'],
        dynamicImports: ['src/features/catalogue/components/filters-modal.tsx'],
      },
      '_catalogue-code.js': {
        file: 'assets/catalogue-code-R.js',
        css: ['assets/catalogue-code-S.css'],
        imports: ['_shared-C.js'],
        dynamicImports: ['src/features/catalogue/components/later-parts.tsx'],
      },
      'src/features/catalogue/components/later-parts.tsx': {
        file: 'assets/later-parts-T.js',
        css: ['assets/later-parts-U.css'],
        imports: ['_catalogue-code.js'],
      },
      'src/features/catalogue/components/filters-modal.tsx': { file: 'assets/filters-modal-V.js', css: ['assets/filters-modal-W.css'] },
    };
    const pageDocument = createPageDocument({ template: SHELL, manifest: product, render: async () => '<main></main>' });
    const page = parse((await pageDocument(boot({ path: '/instrumenty/', page: pages['/instrumenty/'] }), AbortSignal.timeout(1_000)))!);
    const styles = [...page.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));
    expect(styles).toEqual([
      '/assets/shared-D.css',
      '/assets/start-K.css',
      '/assets/later-parts-P.css',
      '/assets/catalogue-code-S.css',
      '/assets/later-parts-U.css',
    ]);
    // Their code comes after the first load, as the page is hydrated.
    const modules = [...page.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    expect(modules).not.toContain('/assets/later-parts-T.js');
  });

  it('is not made when the app renders nothing for the address', async () => {
    expect(await documentOf(null)(boot(), AbortSignal.timeout(1_000))).toBeNull();
  });
});

describe('documents cached', () => {
  it('renders a page once for the same boot data, again when the data differs', async () => {
    let renders = 0;
    const pageDocument = createPageDocument({ template: SHELL, manifest, render: async () => `<main>${++renders}</main>` });
    const first = await pageDocument(boot(), AbortSignal.timeout(1_000));
    expect(await pageDocument(boot(), AbortSignal.timeout(1_000))).toBe(first);
    expect(renders).toBe(1);
    await pageDocument(boot({ siteVersion: 'mobile' }), AbortSignal.timeout(1_000));
    expect(renders).toBe(2);
    // Rendered for another origin, a page names another address: it is never the first one's document.
    const other = await pageDocument(boot({ origin: 'https://shop.example' }), AbortSignal.timeout(1_000));
    expect(renders).toBe(3);
    expect(other).toContain('href="https://shop.example/"');
  });

  it(`caches the ${CACHED_DOCUMENTS} most recently asked, not every page ever rendered`, async () => {
    let renders = 0;
    const pageDocument = createPageDocument({ template: SHELL, manifest, render: async () => `<main>${++renders}</main>` });
    const nth = (n: number) => boot({ path: `/p${n}/` });
    for (let n = 0; n <= CACHED_DOCUMENTS; n++) await pageDocument(nth(n), AbortSignal.timeout(1_000));
    expect(renders).toBe(CACHED_DOCUMENTS + 1);
    await pageDocument(nth(CACHED_DOCUMENTS), AbortSignal.timeout(1_000));
    expect(renders).toBe(CACHED_DOCUMENTS + 1);
    await pageDocument(nth(0), AbortSignal.timeout(1_000));
    expect(renders).toBe(CACHED_DOCUMENTS + 2);
  });

  it("caches no document rendered with a shopper's session: the next shopper with the same data gets one rendered for them", async () => {
    let renders = 0;
    const pageDocument = createPageDocument({ template: SHELL, manifest, render: async () => `<main>${++renders}</main>` });
    const shopper = boot({ user: buyerUserFixture, cart: emptyCartFixture });
    const first = await pageDocument(shopper, AbortSignal.timeout(1_000));
    const second = await pageDocument(shopper, AbortSignal.timeout(1_000));
    expect(renders).toBe(2);
    expect(second).not.toBe(first);
    // Nor does it push the guests' documents out.
    await pageDocument(boot(), AbortSignal.timeout(1_000));
    for (let n = 0; n < CACHED_DOCUMENTS; n++)
      await pageDocument(boot({ path: `/cart/?n=${n}`, page: null, cart: cartFixture }), AbortSignal.timeout(1_000));
    await pageDocument(boot(), AbortSignal.timeout(1_000));
    expect(renders).toBe(3 + CACHED_DOCUMENTS);
  });
});
