import { VAT_PERCENT_DEFAULT } from '@shop/contracts/rules/cart-totals.ts';
import type { OrderLineRow, OrderRow, ShopRequisites } from './store.ts';
import { amountInWords } from './amount-in-words.ts';
import { escapeHtml } from '@shop/contracts/rules/html.ts';
import { documentPage, formatAmount, formatLongDate, formatPhone } from './html.ts';

import { vatShare } from '@shop/contracts/rules/cart-totals.ts';

const STYLE = `
  body { font: 13px/1.4 Arial, Helvetica, sans-serif; color: #111; margin: 24px auto; max-width: 800px; padding: 0 16px; }
  h1 { font-size: 20px; margin: 24px 0 16px; border-bottom: 2px solid #111; padding-bottom: 8px; }
  table { border-collapse: collapse; width: 100%; }
  .bank td { border: 1px solid #111; padding: 4px 6px; vertical-align: top; }
  .parties td { padding: 4px 0; vertical-align: top; }
  .parties td:first-child { width: 110px; }
  .lines { margin-top: 16px; }
  .lines th, .lines td { border: 1px solid #111; padding: 4px 6px; }
  .lines th { background: #f0f0f0; }
  .num { text-align: right; white-space: nowrap; }
  .totals { margin-top: 8px; }
  .totals td { padding: 2px 6px; text-align: right; }
  .totals td:last-child { width: 140px; white-space: nowrap; }
  .words { margin-top: 12px; font-weight: bold; }
  .signs { margin-top: 40px; display: flex; justify-content: space-between; }
  .note { margin-top: 24px; color: #555; }
  @media print { body { margin: 0; } .note { display: none; } }
`;

const row = (cells: string[]) => `<tr>${cells.join('')}</tr>`;
const cell = (text: string, className = '') => `<td${className ? ` class="${className}"` : ''}>${escapeHtml(text)}</td>`;

function buyer(order: OrderRow): string {
  if (order.person_type !== 0 && order.legal_name) {
    return `${order.legal_name}${order.inn ? `, ИНН ${order.inn}` : ''}`;
  }
  if (order.person_type !== 0 && order.inn) return `ИНН ${order.inn}, тел. ${formatPhone(order.phone)}`;
  return `Частное лицо, тел. ${formatPhone(order.phone)}`;
}

function shipmentName(order: OrderRow): string {
  return order.delivery_express ? 'Экспресс-доставка, 4 часа' : 'Доставка курьером';
}

/**
 * 'Счёт на оплату' of an order: the seller and its bank, the buyer, the lines, delivery, VAT and
 * the sum in words. The whole page is written here from escaped text; it runs no script and
 * loads nothing, and prints as it is shown.
 */
export function renderInvoice(order: OrderRow, lines: readonly OrderLineRow[], seller: ShopRequisites): string {
  const date = formatLongDate(order.created_at);
  const items = lines.map((line, index) =>
    row([
      cell(String(index + 1), 'num'),
      cell(line.name),
      cell(String(line.quantity).replace('.', ','), 'num'),
      cell(line.unit),
      cell(formatAmount(line.price), 'num'),
      cell(formatAmount(line.subtotal), 'num'),
    ]),
  );
  if (order.shipment_price > 0) {
    items.push(
      row([
        cell(String(lines.length + 1), 'num'),
        cell(shipmentName(order)),
        cell('1', 'num'),
        cell('усл.'),
        cell(formatAmount(order.shipment_price), 'num'),
        cell(formatAmount(order.shipment_price), 'num'),
      ]),
    );
  }
  const count = items.length;
  const vat = vatShare(order.total);
  const title = `Счёт на оплату № ${order.invoice_number} от ${date}`;
  return documentPage(
    title,
    STYLE,
    `
<table class="bank">
  ${row([cell(seller.bank), cell(`БИК ${seller.bik}`)])}
  ${row([cell('Банк получателя'), cell(`Сч. № ${seller.corr_account}`)])}
  ${row([cell(`ИНН ${seller.inn}  КПП ${seller.kpp}`), cell(`Сч. № ${seller.account}`)])}
  ${row([cell(`${seller.name}, получатель`), cell('')])}
</table>
<h1>${escapeHtml(title)}</h1>
<table class="parties">
  ${row([cell('Поставщик:'), cell(`${seller.name}, ИНН ${seller.inn}, КПП ${seller.kpp}, ОГРН ${seller.ogrn}, ${seller.address}`)])}
  ${row([cell('Покупатель:'), cell(buyer(order))])}
  ${row([cell('Основание:'), cell(`Заказ ${order.invoice_number} (${order.order_code})`)])}
</table>
<table class="lines">
  <thead><tr><th>№</th><th>Товары (работы, услуги)</th><th>Кол-во</th><th>Ед.</th><th>Цена, ₽</th><th>Сумма, ₽</th></tr></thead>
  <tbody>${items.join('')}</tbody>
</table>
<table class="totals">
  ${row([cell('Итого:'), cell(formatAmount(order.total))])}
  ${row([cell(`В том числе НДС (${VAT_PERCENT_DEFAULT}%):`), cell(formatAmount(vat))])}
  ${row([cell('Всего к оплате:'), cell(formatAmount(order.total))])}
</table>
<p>Всего наименований ${count}, на сумму ${escapeHtml(formatAmount(order.total))} руб.</p>
<p class="words">${escapeHtml(amountInWords(order.total))}</p>
<p>Оплата по счёту № ${escapeHtml(order.invoice_number)}. Счёт действителен 5 банковских дней. В назначении платежа укажите номер счёта.</p>
<div class="signs"><span>Руководитель ______________ ${escapeHtml(seller.director)}</span><span>Бухгалтер ______________</span></div>
<p class="note">Чтобы сохранить счёт в PDF, распечатайте страницу (Ctrl+P) и выберите «Сохранить как PDF».</p>
`,
  );
}
