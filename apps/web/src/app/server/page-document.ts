import { BOOT_ELEMENT_ID, scriptSafeJson, type Boot } from '../boot.ts';
import { headTagsHtml } from '@/entities/page/head/head-html.ts';
import { buildPageHead } from '@/entities/page/head/page-head.ts';
import { cartTitle } from '../routes/cart-seo.ts';
import { ownPathSources, screenSources } from '../screen-sources.ts';

/** The entries of the client build's manifest (build.manifest) this reads. */
export type ManifestChunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export type PageDocumentOptions = {
  /** The built index.html: the app shell with its entry script and styles. */
  template: string;
  manifest: Manifest;
  /** Renders the app's HTML for the boot data (render-page.tsx); null when it is not the page route's. */
  render: (boot: Boot, signal: AbortSignal) => Promise<string | null>;
  /** The text of a built stylesheet ('assets/x.css'), to put in the document; linked when absent. */
  readStyle?: (file: string) => string | undefined;
};

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replaceAll('"', '&quot;');

const ROOT = '<div id="root"></div>';
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g;
/**
 * apps/web/public/cached-fonts.js: adds the web fonts' sheet while the page is read when the
 * browser still has it cached (src/lib/web-fonts.ts).
 */
export const CACHED_FONTS_SCRIPT = '/cached-fonts.js';

/**
 * A stylesheet of a server-rendered page. Its text goes in the document, so the first paint waits for no
 * request of its own; a disabled link of the same address follows it (the browser neither fetches
 * nor applies it), by which the app's loader knows the sheet is there and does not load it again.
 * A sheet that cannot be read, or whose text would end the style element, is linked as built.
 */
function styleTag(file: string, readStyle: PageDocumentOptions['readStyle']): string {
  const link = `<link rel="stylesheet" crossorigin href="/${file}"`;
  const text = readStyle?.(file);
  if (text === undefined || /<\/style/i.test(text)) return `${link}>`;
  return `<style data-href="/${file}">${text}</style>${link} disabled>`;
}

/** The text of the shell's note for a browser without JavaScript (index.html), after its opening tags. */
const NO_SCRIPT_NOTE = /(<noscript><p class="no-script-note">)[^<]*/;

/**
 * What a server-rendered page says to a browser without JavaScript. The shell's own note asks for JavaScript
 * to use the shop at all, which is true of a page the app alone renders; a server-rendered page's links and
 * forms carry the catalogue, the search and the cart, and only checkout needs the app.
 */
export const SSR_PAGE_WITHOUT_SCRIPT =
  'Каталог, поиск и корзина работают и без JavaScript. Чтобы оформить заказ, включите JavaScript в настройках браузера.';

/**
 * The shell for server-rendered pages: the app's entry stays a module script in the head, fetched at once
 * and run as soon as the document is parsed, so the app hydrates the page while its pictures
 * still load; a press made before that is carried out by its link or form. The fonts' script comes
 * first, so a cached sheet is added before the first paint.
 */
export function ssrPageShell(template: string, readStyle?: PageDocumentOptions['readStyle']): string {
  if (!MODULE_SCRIPT.test(template)) throw new Error('The shell must have a module entry script');
  return template
    .replace(MODULE_SCRIPT, (entry) => `<script defer src="${CACHED_FONTS_SCRIPT}"></script>\n    ${entry}`)
    .replace(STYLESHEET, (_, file: string) => styleTag(file, readStyle))
    .replace(NO_SCRIPT_NOTE, (_, start: string) => `${start}${SSR_PAGE_WITHOUT_SCRIPT}`);
}

/** The styles of a chunk and of every chunk it imports statically, in load order. */
function chunkStyles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((imported) => chunkStyles(manifest, imported, seen)), ...(chunk.css ?? [])];
}

/** The app itself, which the entry loads in a step of its own (main.tsx): its layouts' styles. */
const APP_SOURCE = 'src/app/start.tsx';
/** The layout's parts hydrated once the app is ready (layouts/hydrate-later.tsx), rendered on the server all the same. */
const LATER_PARTS_SOURCE = 'src/app/layouts/later-parts.ts';

/** A chunk of a screen's progressively hydrated parts (components/progressive-part.tsx), by its module's name. */
const SCREEN_LATER_PARTS = /\/later-parts\.tsx?$/;

/**
 * The chunks of progressively hydrated parts that a chunk, or one it imports statically, loads: the
 * server renders these parts with the screen, so their styles are linked with its.
 */
function laterPartsOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  const own = (chunk.dynamicImports ?? []).filter((imported) => SCREEN_LATER_PARTS.test(imported));
  return [...(chunk.imports ?? []).flatMap((imported) => laterPartsOf(manifest, imported, seen)), ...own];
}

/**
 * The styles of the app, of its layout's later parts, of a screen's module (a route type's screen,
 * or the cart's route) and of the screen's later parts that the shell does not already have, so a
 * page rendered on the server is styled at its first paint. Their code comes with the app; the later
 * parts' after it (progressive hydration).
 */
function screenStyles(template: string, manifest: Manifest, source: string, readStyle: PageDocumentOptions['readStyle']): string {
  const missing = (file: string) => !template.includes(`/${file}"`);
  const seen = new Set<string>();
  const styles = [APP_SOURCE, LATER_PARTS_SOURCE, source, ...laterPartsOf(manifest, source)].flatMap((key) =>
    chunkStyles(manifest, key, seen),
  );
  return [...new Set(styles)]
    .filter(missing)
    .map((file) => styleTag(file, readStyle))
    .join('');
}

/** A chunk's file and those of every chunk it imports statically, imports first. */
function chunkFiles(manifest: Manifest, key: string, seen: Set<string>): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen)), chunk.file];
}

/** The shell's entry in the manifest: its first chunk marked as one. */
const ENTRY = 'index.html';

/**
 * The modules a server-rendered page runs before the app is ready, fetched from the head in parallel with
 * the page's pictures rather than one after another as each asks for the next: the libraries and
 * the app the entry imports in steps (main.tsx), and the screen's module.
 */
function screenModules(template: string, manifest: Manifest, source: string): string {
  const seen = new Set<string>();
  const boot = manifest[ENTRY]?.dynamicImports ?? [];
  const keys = [...boot, APP_SOURCE, source];
  return [...new Set(keys.flatMap((key) => chunkFiles(manifest, key, seen)))]
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

/** The screen module of a server-rendered document: the page's route type's screen, else the cart's route. */
const sourceOf = (boot: Boot) => (boot.page ? screenSources[boot.page.route] : ownPathSources.cart);

/** Documents cached by their boot data: guests looking at one page share its document. */
export const CACHED_DOCUMENTS = 32;

/**
 * Whether a document may be cached for whoever asks with the same boot data: only one rendered without
 * a session. What is rendered with the shopper and their cart is theirs, and is never cached.
 */
export const isCacheable = (boot: Boot) => boot.user === undefined && boot.cart === undefined;

/**
 * A page's whole document rendered on the server: the shell with the app's HTML inside #root, the
 * page's head (page-head.ts), its screen's styles and code linked, and the boot data the app
 * starts from (boot.ts). The app then hydrates it rather than rendering it again.
 */
export function createPageDocument({ template: shell, manifest, render, readStyle }: PageDocumentOptions) {
  if (!shell.includes(ROOT)) throw new Error(`The shell has no ${ROOT}`);
  const template = ssrPageShell(shell, readStyle);
  const links = new Map<string, string>();
  const linksOf = (source: string) => {
    let tags = links.get(source);
    if (tags === undefined)
      links.set(source, (tags = screenStyles(template, manifest, source, readStyle) + screenModules(template, manifest, source)));
    return tags;
  };

  // The same boot data renders the same document: rendering a page costs tens of milliseconds of the
  // server's one thread, looking it up none. Least recently used first out.
  const cached = new Map<string, string>();

  return async function pageDocument(boot: Boot, signal: AbortSignal): Promise<string | null> {
    const bootJson = scriptSafeJson(boot);
    const cacheable = isCacheable(boot);
    const known = cacheable ? cached.get(bootJson) : undefined;
    if (known !== undefined) {
      cached.delete(bootJson);
      cached.set(bootJson, known);
      return known;
    }
    const html = await render(boot, signal);
    if (html === null) return null;
    const document = assemble(boot, bootJson, html);
    if (!cacheable) return document;
    cached.set(bootJson, document);
    if (cached.size > CACHED_DOCUMENTS) cached.delete(cached.keys().next().value!);
    return document;
  };

  function assemble(boot: Boot, bootJson: string, html: string): string {
    const head = buildPageHead({ page: boot.page, title: cartTitle, path: boot.path, origin: boot.origin });
    let document = template.replace(
      ROOT,
      () => `<div id="root">${html}</div><script id="${BOOT_ELEMENT_ID}" type="application/json">${bootJson}</script>`,
    );
    document = document.replace('</head>', () => `${linksOf(sourceOf(boot))}${headTagsHtml(head)}</head>`);
    if (head.title !== null) document = document.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(head.title!)}</title>`);
    document = document.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeAttribute(head.description)}">`,
    );
    return document;
  }
}
