import type { DocRef } from './store.ts';
import { slugify } from '../catalogue/russian.ts';
import { escapeHtml } from '@shop/contracts/rules/html.ts';

/** PDF strings are Latin-1 with the standard fonts: Russian names are transliterated. */
const pdfText = (text: string) =>
  slugify(text)
    .replace(/-/g, ' ')
    .replace(/[()\\]/g, '');

/** A small, valid one-page PDF naming the document and the product. */
export function documentPdf(product: { id: number; name: string }, doc: DocRef): Buffer {
  const lines = ['Demo shop document', pdfText(doc.name), `Product ${product.id}: ${pdfText(product.name)}`];
  const stream = ['BT', '/F1 14 Tf', '72 760 Td', '18 TL', ...lines.map((line) => `(${line.slice(0, 90)}) Tj T*`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;

/** An HTML document (mounting scheme) of a product. */
export function documentHtml(product: { name: string }, doc: DocRef): string {
  return page(
    doc.name,
    `<h1>${escapeHtml(doc.name)}</h1><p>${escapeHtml(product.name)}</p>` +
      '<ol><li>Отключите питание и подготовьте место установки.</li><li>Разметьте крепёж по уровню.</li>' +
      '<li>Закрепите изделие и проверьте работу.</li></ol>',
  );
}

/** Every document of a product, as links. */
export function documentsIndexHtml(product: { name: string }, docs: ReadonlyArray<{ url: string; name: string }>): string {
  const items = docs.map((doc) => `<li><a href="${escapeHtml(doc.url)}">${escapeHtml(doc.name)}</a></li>`).join('');
  return page(`Документы: ${product.name}`, `<h1>Документы</h1><p>${escapeHtml(product.name)}</p><ul>${items}</ul>`);
}
