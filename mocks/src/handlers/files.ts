import { http, HttpResponse } from 'msw';
import { failure } from '../contract-handler.ts';
import { productDocument, productPicture } from '../fixtures/files.ts';

/** Pictures and product documents, which the BFF streams from the upstream outside the contract; its 404 envelope for the rest. */
export const fileHandlers = [
  http.get('*/api/img/*', ({ request }) => {
    const id = new URL(request.url).pathname.replace(/\D+/g, '') || '0';
    return new HttpResponse(productPicture(id), { headers: { 'content-type': 'image/svg+xml' } });
  }),
  http.get('*/api/files/*', ({ request }) => {
    const document = productDocument(new URL(request.url).pathname.replace(/^\/api\/files\//, ''));
    if (!document) return HttpResponse.json(failure(404, 'Документ не найден'), { status: 404 });
    return new HttpResponse(document.body, { headers: { 'content-type': document.type, 'cache-control': 'public, max-age=86400' } });
  }),
];
