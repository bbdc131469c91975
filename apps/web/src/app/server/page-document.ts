import type { PageRoute } from '@shop/contracts/page.ts';
import { BOOT_ELEMENT_ID, scriptSafeJson, type Boot } from '../boot.ts';
import { screenSources } from '../screen-registry.ts';

/** The entries of the client build's manifest (build.manifest) this reads. */
export type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export type PageDocumentOptions = {
  /** The built index.html: the app shell with its entry script and styles. */
  template: string;
  manifest: Manifest;
  /** Draws the app's HTML for the boot data (render-page.tsx); null when it is not the page route's. */
  render: (boot: Boot, signal: AbortSignal) => Promise<string | null>;
};

const ROOT = '<div id="root"></div>';

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replaceAll('"', '&quot;');

/** The files of a chunk and of every chunk it imports statically, in load order, each once. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): { scripts: string[]; styles: string[] } {
  const files = { scripts: [] as string[], styles: [] as string[] };
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return files;
  seen.add(key);
  for (const imported of chunk.imports ?? []) {
    const nested = chunkFiles(manifest, imported, seen);
    files.scripts.push(...nested.scripts);
    files.styles.push(...nested.styles);
  }
  files.scripts.push(chunk.file);
  files.styles.push(...(chunk.css ?? []));
  return files;
}

/**
 * The head links of a route type's screen that the shell does not already have: its styles, so
 * the drawn page is styled at its first paint, and its code, fetched at once rather than when the
 * app asks for it.
 */
function screenLinks(template: string, manifest: Manifest, route: PageRoute): string {
  const { scripts, styles } = chunkFiles(manifest, screenSources[route]);
  const missing = (file: string) => !template.includes(`/${file}"`);
  return [
    ...[...new Set(styles)].filter(missing).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...new Set(scripts)].filter(missing).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

/**
 * A page's whole document drawn on the server: the shell with the app's HTML inside #root, the
 * page's title and description, its screen's styles and code linked, and the boot data the app
 * starts from (boot.ts). The app then hydrates it rather than drawing it again.
 */
export function createPageDocument({ template, manifest, render }: PageDocumentOptions) {
  if (!template.includes(ROOT)) throw new Error(`The shell has no ${ROOT}`);
  const links = new Map<PageRoute, string>();
  const linksOf = (route: PageRoute) => {
    let tags = links.get(route);
    if (tags === undefined) links.set(route, (tags = screenLinks(template, manifest, route)));
    return tags;
  };

  return async function pageDocument(boot: Boot, signal: AbortSignal): Promise<string | null> {
    const html = await render(boot, signal);
    if (html === null) return null;
    const { seo_title: title, seo_desc: description } = boot.page.seo;
    let document = template.replace(ROOT, () => `<div id="root">${html}</div><script id="${BOOT_ELEMENT_ID}" type="application/json">${scriptSafeJson(boot)}</script>`);
    document = document.replace('</head>', () => `${linksOf(boot.page.route)}</head>`);
    if (title.trim()) document = document.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title.trim())}</title>`);
    if (description.trim()) {
      // The shell's own description stays with the page (data-shell) for pages that give none.
      document = document.replace(
        /<meta name="description" content="([^"]*)"\s*\/?>/,
        (_, shell: string) => `<meta name="description" content="${escapeAttribute(description.trim())}" data-shell="${shell}">`,
      );
    }
    return document;
  };
}
