import { escapeHtml } from '@shop/contracts/rules/html.ts';

const roubles = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '12 490,00' */
export const formatAmount = (value: number) => roubles.format(value);

const moscowDate = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' });
/** '24 ноября 2026 г.' */
export const formatLongDate = (iso: string) => moscowDate.format(new Date(iso));

/** A printable page of the shop's own: its title, inline style and body; it loads nothing. */
export const documentPage = (title: string, style: string, body: string) => `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>${body}</body>
</html>`;

/** A page that runs nothing and loads nothing: styles inline, no scripts, no external resources. */
export const DOCUMENT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** '+7 (912) 345-67-89' from the digits, the mask of cart-and-ordering.md §5 on the last 10. */
export function formatPhone(digits: string): string {
  const last = digits.slice(-10);
  if (last.length < 10) return digits;
  return `+7 (${last.slice(0, 3)}) ${last.slice(3, 6)}-${last.slice(6, 8)}-${last.slice(8, 10)}`;
}
