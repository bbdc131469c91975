// The server's entry to the app (vite build --ssr): the BFF renders a page's first HTML with it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import DOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { setSanitizer } from '@shop/ui/sanitizer.ts';
import type { Boot } from './app/boot.ts';
import { createPageDocument, type Manifest } from './app/server/page-document.ts';
import { renderPage } from './app/server/render-page.tsx';

export type { Boot };

/**
 * The page document renderer over the client build in webDist (its index.html, manifest and styles).
 * Server-supplied HTML is sanitised in a jsdom window, as DOMPurify does in the browser.
 */
export function createPageRenderer(webDist: string): (boot: Boot, signal: AbortSignal) => Promise<string | null> {
  setSanitizer(DOMPurify(new JSDOM('').window as unknown as WindowLike));
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  // Read once per route type: the document keeps each route type's styles (page-document.ts).
  return createPageDocument({ template, manifest, render: renderPage, readStyle: (file) => readBuilt(webDist, file) });
}

/** A file of the client build, or undefined when it is not there. */
function readBuilt(webDist: string, file: string): string | undefined {
  try {
    return readFileSync(path.join(webDist, file), 'utf8');
  } catch {
    return undefined;
  }
}

/** Whether the app's page route renders a path: the BFF fetches page data for these only. */
export { isPagePath as rendersPath } from './app/screen-chunks.ts';
