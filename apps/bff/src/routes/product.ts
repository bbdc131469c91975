import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { fail, failEnvelopeSchema } from '@shop/contracts/envelope.ts';
import { productRoutes } from '@shop/contracts/product.ts';
import { registerContractRoute, sendEnvelope } from '../http/contract-route.ts';
import type { UpstreamReply } from '../upstream/client.ts';

const PRODUCT_NOT_FOUND = 'Товар не найден';
const BAD_FILE_PATH = 'Неверный адрес документа';

/** The legacy answer carries its payload under one field (§7 "Answer used"); that field is the data. */
export function payloadField(name: string) {
  return (reply: UpstreamReply): UpstreamReply => {
    const { envelope } = reply;
    if (envelope.status !== 'OK') return reply;
    const data = envelope.data;
    const value = data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[name] : undefined;
    return { ...reply, envelope: { ...envelope, data: value } };
  };
}

/** A page fetch of a variety: its sections are the product page, its productUrl the new address. */
function selectorAnswer(reply: UpstreamReply): UpstreamReply {
  const { envelope } = reply;
  if (envelope.status !== 'OK' || envelope.redirect) return reply;
  const page = envelope.data as { route?: unknown; seo?: unknown; sections?: { productUrl?: unknown } } | null;
  if (page?.route !== 'assortment') {
    return { ...reply, envelope: fail({ message: PRODUCT_NOT_FOUND, statusCode: 404 }, [{ kind: 'error', text: PRODUCT_NOT_FOUND }]) };
  }
  return { ...reply, envelope: { ...envelope, data: { url: page.sections?.productUrl, seo: page.seo, product: page.sections } } };
}

const filePathSchema = z.object({
  '*': z.string().regex(/^docs\/[1-9]\d{0,9}\/(?:[1-9]\.(?:pdf|html))?$/, BAD_FILE_PATH),
});
const FILE_TYPES = ['application/pdf', 'text/html'];
/** A document opened from the shop must not run anything in the shop's origin. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The product page's calls (product-widgets-monitoring.md §7) on the legacy paths. */
async function routes(app: FastifyInstance) {
  const { upstream } = app;
  const r = productRoutes;

  registerContractRoute(app, r.getPriceBlock, async ({ params, query, request }) =>
    payloadField('priceData')(
      await upstream.call({
        method: 'POST',
        path: `/product/${params.productId}/getPriceBlockData/`,
        body: {
          productId: params.productId,
          assortmentId: query.assortmentId,
          units: query.units,
          setLikeNew: query.setLikeNew ? 1 : 0,
          colorId: query.colorId,
        },
        request,
      }),
    ),
  );

  registerContractRoute(app, r.getForum, async ({ params, request }) =>
    payloadField('forumData')(await upstream.call({ method: 'POST', path: `/product/${params.productId}/getForumData/`, request })),
  );
  registerContractRoute(app, r.getReviews, async ({ params, request }) =>
    payloadField('reviewsData')(await upstream.call({ method: 'POST', path: `/product/${params.productId}/getReviewsData/`, request })),
  );
  registerContractRoute(app, r.getShortReviews, async ({ params, request }) =>
    payloadField('reviewsShortData')(
      await upstream.call({ method: 'POST', path: `/product/${params.productId}/getShortReviews/`, request }),
    ),
  );

  registerContractRoute(app, r.getProductWidget, ({ params, query, request }) =>
    upstream.call({
      method: 'POST',
      path: `/product/${params.productId}/getWidget/`,
      body: { key: params.key, assortmentId: query.assortmentId },
      request,
    }),
  );

  registerContractRoute(app, r.selectVariant, async ({ query, request }) =>
    selectorAnswer(
      await upstream.call({
        method: 'GET',
        path: query.path,
        query: { scenario: 'selector', sourceAssId: query.sourceAssId },
        pageFetch: true,
        request,
      }),
    ),
  );

  registerContractRoute(app, r.addComment, ({ body, request }) =>
    upstream.call({ method: 'POST', path: '/api/v1/comments/setComment/', body, request }),
  );
  registerContractRoute(app, r.replyToComment, ({ params, body, request }) =>
    upstream.call({ method: 'POST', path: '/api/v1/comments/reply/', body: { parentId: params.id, text: body.text }, request }),
  );
  registerContractRoute(app, r.editComment, ({ params, body, request }) =>
    upstream.call({ method: 'POST', path: '/api/v1/comments/save/', body: { id: params.id, ...body }, request }),
  );
  registerContractRoute(app, r.deleteComment, ({ params, request }) =>
    upstream.call({ method: 'DELETE', path: '/api/v1/comments/delete/', body: { id: params.id }, request }),
  );
  registerContractRoute(app, r.rateComment, ({ params, body, request }) =>
    upstream.call({ method: 'POST', path: '/api/v1/comments/rate/', body: { id: params.id, rate: body.rate }, request }),
  );

  registerContractRoute(app, r.subscribePriceChange, ({ body, request }) =>
    upstream.call({ method: 'PUT', path: '/api/v1/notification/addAssortPriceChange/', body, request }),
  );
  registerContractRoute(app, r.requestDiscount, ({ body, request }) =>
    upstream.call({ method: 'POST', path: '/api/v1/order/discountRequest/', body, request }),
  );
  registerContractRoute(app, r.getTooltip, ({ params, request }) =>
    upstream.call({ method: 'GET', path: '/s/tooltip/', query: { tooltipId: params.tooltipId }, request }),
  );
  registerContractRoute(app, r.rememberColor, ({ body, request }) =>
    upstream.call({ method: 'POST', path: '/api/v1/UserPrefs/rememberColor', body, request }),
  );

  // Documents the characteristics link to (/files/docs/...): PDF or HTML, streamed from the upstream.
  app.get(
    '/api/files/*',
    {
      schema: {
        summary: 'A product document (PDF or HTML page), streamed from the upstream’s /files/',
        tags: ['product'],
        params: filePathSchema,
        response: { 200: z.any(), '4xx': failEnvelopeSchema, '5xx': failEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { '*': filePath } = request.params as z.output<typeof filePathSchema>;
      const result = await upstream.stream(`/files/${filePath}`, request, { accepts: FILE_TYPES });
      if (!result.ok) return sendEnvelope(reply, result.envelope);
      return reply
        .header('content-type', result.contentType ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', FILE_CSP)
        .send(result.body);
    },
  );
}

export const productRoutesPlugin = fp(routes, { name: 'product-routes', dependencies: ['upstream'] });
