import { escapeHtml } from '@shop/contracts/rules/html.ts';
import { scriptSafeJson } from '@/lib/script-safe-json.ts';
import type { PageHead } from './page-head.ts';

/**
 * The attribute that marks the tags a page's head adds to the shell's: the app replaces them all
 * on the next page, so none of one page's tags stays on another.
 */
export const HEAD_MARK = 'data-head';

/**
 * The page's own tags of the head as HTML, besides the title and the description (the shell has
 * those, and they are replaced in place): robots, canonical, link previews and structured data.
 * The server puts it in the document, the app in the head after each navigation.
 */
export function headTagsHtml(head: PageHead): string {
  const tags = [`<meta name="robots" content="${escapeHtml(head.robots)}" ${HEAD_MARK}>`];
  if (head.canonical !== null) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" ${HEAD_MARK}>`);
  for (const { attribute, key, content } of head.meta)
    tags.push(`<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" ${HEAD_MARK}>`);
  // Shoppers write product names and reviews: none of it may end the script element.
  for (const block of head.jsonLd) tags.push(`<script type="application/ld+json" ${HEAD_MARK}>${scriptSafeJson(block)}</script>`);
  return tags.join('');
}
