import { http, HttpResponse } from 'msw';
import { fail } from '@shop/contracts/envelope.ts';
import { varieties } from '../fixtures/product.ts';

/**
 * Product documents the characteristics link to (`/files/docs/{productId}/1.pdf` and `2.html`),
 * which the BFF streams from the upstream outside the contract: a small PDF or an HTML page with
 * its content type, and the BFF's 404 envelope for anything else.
 */

const DOCUMENT = /^docs\/(\d+)\/(1\.pdf|2\.html)$/;
const NOT_FOUND = 'Документ не найден';

const nameOf = (productId: number) => varieties.find((entry) => entry.productId === productId)?.name;

/** A one-page PDF whose text is ASCII: enough for a browser's viewer to open it. */
function pdf(title: string): string {
  const text = `Instruction: ${title}`.replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

export const fileHandlers = [
  http.get('*/api/files/*', ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^\/api\/files\//, '');
    const match = DOCUMENT.exec(path);
    const name = match ? nameOf(Number(match[1])) : undefined;
    if (!match || !name) return HttpResponse.json(fail({ message: NOT_FOUND, statusCode: 404 }, [{ kind: 'error', text: NOT_FOUND }]), { status: 404 });
    if (match[2] === '1.pdf') {
      return new HttpResponse(pdf(name), { headers: { 'content-type': 'application/pdf', 'cache-control': 'public, max-age=86400' } });
    }
    return HttpResponse.html(
      `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Схема монтажа — ${name}</title></head>` +
        `<body><h1>Схема монтажа</h1><p>${name}: закрепите основание, подключите питание, проверьте работу на холостом ходу.</p></body></html>`,
    );
  }),
];
