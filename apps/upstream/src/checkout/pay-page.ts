import type { OrderRow } from './store.ts';
import { escapeHtml } from '@shop/contracts/rules/html.ts';
import { formatRoubles } from '@shop/contracts/rules/roubles.ts';
import { documentPage } from './html.ts';

const STYLE = `
  body { font: 16px/1.5 Arial, Helvetica, sans-serif; background: #f4f5f7; color: #111; margin: 0; }
  main { max-width: 420px; margin: 64px auto; background: #fff; border-radius: 12px; padding: 32px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 20px; margin: 0 0 8px; }
  .amount { font-size: 32px; font-weight: bold; margin: 16px 0 24px; }
  .demo { color: #666; font-size: 13px; }
  form { display: inline; }
  button { font: inherit; border: 0; border-radius: 8px; padding: 12px 20px; cursor: pointer; margin-right: 8px; }
  .pay { background: #1e7e34; color: #fff; }
  .cancel { background: #e9ecef; color: #111; }
  a { color: #0b5ed7; }
`;

function page(title: string, body: string): string {
  return documentPage(title, STYLE, `<main>${body}</main>`);
}

/** The stand-in for the card provider's page: the order, its amount, 'Оплатить' and 'Отменить'. */
export function renderPayPage(order: OrderRow, payToken: string, returnUrl: string): string {
  const title = `Оплата заказа ${order.invoice_number}`;
  if (order.paid_at) {
    return page(
      title,
      `<h1>${escapeHtml(title)}</h1><p>Заказ уже оплачен.</p><p><a href="${escapeHtml(returnUrl)}">Вернуться в магазин</a></p>`,
    );
  }
  const action = `/demo-pay/${encodeURIComponent(payToken)}`;
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="demo">Демонстрационная оплата: деньги не списываются.</p>
<div class="amount">${escapeHtml(formatRoubles(order.total))}</div>
<form method="post" action="${action}/pay"><button class="pay" type="submit">Оплатить</button></form>
<form method="post" action="${action}/cancel"><button class="cancel" type="submit">Отменить</button></form>`,
  );
}

export function renderPaymentNotFound(): string {
  return page('Платёж не найден', '<h1>Платёж не найден</h1><p>Ссылка на оплату устарела или набрана с ошибкой.</p>');
}
