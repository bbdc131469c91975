import type { ProductCard } from '@shop/contracts/catalogue.ts';
import { catalogueTexts } from './texts.ts';

const SEPARATOR = ';';
const BOM = '\uFEFF';

function cell(value: string | number): string {
  const text = String(value);
  return /[";\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A spreadsheet's decimal comma: 1234,5. */
const amount = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

/**
 * The listing as a CSV a spreadsheet opens (catalogue.md §2 "download button"; the format is not
 * shown): UTF-8 with a BOM so Excel reads Cyrillic, ';' between cells as Russian Excel expects.
 */
export function listingCsv(products: readonly ProductCard[], origin: string): string {
  const rows = [
    catalogueTexts.downloadColumns.map(cell).join(SEPARATOR),
    ...products.map((card) =>
      [
        cell(card.name),
        amount(card.price),
        amount(card.assVal1 === 'sale' ? card.assVal2 : null),
        cell(card.price_name),
        cell(card.outOrder ? catalogueTexts.outOfStock : catalogueTexts.inStock),
        cell(new URL(card.url, origin).href),
      ].join(SEPARATOR),
    ),
  ];
  return `${BOM}${rows.join('\r\n')}\r\n`;
}

export function downloadCsv(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
