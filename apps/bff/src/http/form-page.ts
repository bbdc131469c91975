import type { FastifyReply } from 'fastify';
import { escapeHtml } from '@shop/contracts/rules/html.ts';
import { texts } from './texts.ts';

// Inline and small: the page must read well without the shop's stylesheet or any script.
export const STYLE =
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#fff}' +
  'main{max-width:36rem;margin:3rem auto;padding:0 1rem}h1{font-size:1.5rem;margin:0 0 1rem}' +
  'p{margin:0 0 .75rem}a{color:#0b57d0;font-weight:600}';

/**
 * The page's own policy: its inline style and nothing else, wherever it is answered (a contract
 * route's replies carry the API's policy, which forbids even that; other routes a page's).
 */
const FORM_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** What a form or a link answers when it did not work: the reasons in Russian and the way back. */
function formFailurePage(reasons: readonly string[], back: string): string {
  const title = escapeHtml(texts.formFailedTitle);
  return (
    '<!doctype html>\n<html lang="ru">\n<head>\n<meta charset="utf-8">\n' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="robots" content="noindex">\n' +
    `<title>${title}</title>\n<style>${STYLE}</style>\n</head>\n<body>\n<main>\n<h1>${title}</h1>\n` +
    reasons.map((reason) => `<p>${escapeHtml(reason)}</p>\n`).join('') +
    `<p><a href="${escapeHtml(back)}">${escapeHtml(texts.formBack)}</a></p>\n</main>\n</body>\n</html>\n`
  );
}

/** Answers the failure page, with its own policy, whichever route it answers for. */
export function sendFormFailurePage(reply: FastifyReply, statusCode: number, reasons: readonly string[], back: string) {
  return reply
    .code(statusCode)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', FORM_PAGE_CSP)
    .send(formFailurePage(reasons, back));
}
