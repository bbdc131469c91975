import { escapeHtml } from '@shop/contracts/rules/html.ts';
import type { OutboxRow } from './store.ts';

/** Pages a person opens in the browser on the demo upstream: the outbox and the demo social provider. */

const STYLE = `body{font:15px/1.4 system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse}
td,th{border-bottom:1px solid #ddd;padding:.4rem .8rem;text-align:left}code{font-size:1.2em;letter-spacing:.1em}
form{display:grid;gap:.8rem;max-width:22rem}input,button{font:inherit;padding:.5rem}`;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
  `<meta name="viewport" content="width=device-width,initial-scale=1"><style>${STYLE}</style></head>` +
  `<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

const moscowTime = (iso: string) =>
  new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Moscow' }).format(new Date(iso));

/** A price-change subscription's letter: its `code` is the cancel link. */
export const PRICE_SUBSCRIPTION_PURPOSE = 'price-subscription';
const PURPOSES: Record<string, string> = {
  'sign-in': 'вход',
  remember: 'напоминание пароля',
  [PRICE_SUBSCRIPTION_PURPOSE]: 'подписка на цену: ссылка для отписки',
};

const codeCell = (row: OutboxRow) =>
  row.purpose === PRICE_SUBSCRIPTION_PURPOSE
    ? `<a class="link" href="${escapeHtml(row.code)}">${escapeHtml(row.code)}</a>`
    : `<code class="code">${escapeHtml(row.code)}</code>`;

export function outboxPage(rows: OutboxRow[]): string {
  if (rows.length === 0) return page('Исходящие сообщения', '<p>Пока ничего не отправлено.</p>');
  const lines = rows
    .map(
      (row) =>
        `<tr><td>${escapeHtml(moscowTime(row.created_at))}</td><td>${row.channel === 'sms' ? 'SMS' : 'E-mail'}</td>` +
        `<td class="destination">${escapeHtml(row.destination)}</td><td>${codeCell(row)}</td>` +
        `<td>${escapeHtml(PURPOSES[row.purpose] ?? row.purpose)}</td></tr>`,
    )
    .join('');
  return page(
    'Исходящие сообщения',
    '<p>Демо-магазин не отправляет SMS и письма: коды для входа видны здесь, новые сверху.</p>' +
      `<table><thead><tr><th>Время (МСК)</th><th>Канал</th><th>Кому</th><th>Код или ссылка</th><th>Зачем</th></tr></thead><tbody>${lines}</tbody></table>`,
  );
}

export function socialPage(providerName: string, action: string, state: string): string {
  return page(
    `Вход через ${providerName}`,
    `<p>Это демонстрационная страница вместо настоящего входа через ${escapeHtml(providerName)}.</p>` +
      `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="state" value="${escapeHtml(state)}">` +
      '<label>Имя в соцсети <input name="name" value="Анна Смирнова" required minlength="2" maxlength="60"></label>' +
      '<button type="submit">Разрешить доступ и войти</button></form>',
  );
}

export function socialMessagePage(title: string, text: string, returnUrl: string | null): string {
  const back = returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">Вернуться в магазин</a></p>` : '';
  return page(title, `<p>${escapeHtml(text)}</p>${back}`);
}
