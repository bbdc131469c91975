import { escapeHtml } from '@shop/contracts/rules/html.ts';
import { STYLE } from './form-page.ts';
import { sameOriginPath } from './forms.ts';
import { texts } from './texts.ts';

/** The page reloads itself after this long: the shopper comes back to the page once the shop answers again. */
export const UNAVAILABLE_RELOAD_S = 30;

/**
 * What a page address answers while the upstream fails or does not answer in time and no cached copy
 * stands in for it: the shop's own words instead of a shell whose app would wait on the same
 * upstream. Plain HTML, no script: it reads the same whether or not the app could start.
 */
export function unavailablePage(address: string): string {
  const reload = sameOriginPath(address) ?? '/';
  const title = escapeHtml(texts.shopUnavailableTitle);
  return (
    '<!doctype html>\n<html lang="ru">\n<head>\n<meta charset="utf-8">\n' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="robots" content="noindex">\n' +
    `<meta http-equiv="refresh" content="${UNAVAILABLE_RELOAD_S}">\n` +
    `<title>${title}</title>\n<style>${STYLE}</style>\n</head>\n<body>\n<main data-status="503">\n<h1>${title}</h1>\n` +
    `<p>${escapeHtml(texts.shopUnavailableText)}</p>\n` +
    `<p><a href="${escapeHtml(reload)}">${escapeHtml(texts.reloadPage)}</a> · <a href="/">${escapeHtml(texts.toHome)}</a></p>\n` +
    '</main>\n</body>\n</html>\n'
  );
}
