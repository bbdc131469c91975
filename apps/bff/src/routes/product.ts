import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { failEnvelopeSchema } from '@shop/contracts/envelope.ts';
import { productRoutes } from '@shop/contracts/product.ts';
import { registerContractRoute, sendEnvelope } from '../http/contract-route.ts';
import { limited, registerRateLimits } from '../http/rate-limits.ts';
import { field, pageReply, reshape } from '../upstream-client/reshape.ts';

const PRODUCT_NOT_FOUND = 'Товар не найден';
const BAD_FILE_PATH = 'Неверный адрес документа';

/** A page fetch of a variety: its sections are the product page, its productUrl the new address. */
const VARIETY = { route: 'assortment', notFound: PRODUCT_NOT_FOUND, passRedirect: true };
const selectorAnswer = ({ sections, seo }: { sections: Record<string, unknown>; seo?: unknown }) => ({
  url: sections.productUrl,
  seo,
  product: sections,
});

const filePathSchema = z.object({
  '*': z.string().regex(/^docs\/[1-9]\d{0,9}\/(?:[1-9]\.(?:pdf|html))?$/, BAD_FILE_PATH),
});
const FILE_TYPES = ['application/pdf', 'text/html'];
/** A document opened from the shop must not run anything in the shop's origin. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const TEN_MINUTES_MS = 10 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * A price-change subscription sends an e-mail to the address it names, so subscriptions are
 * limited as the sign-in codes are: per client address (10 minutes), per e-mail address from
 * anywhere (a day) and per e-mail address and product (a day; a repeat only says
 * `alreadySubscribed`). A shopper subscribes to a few products, well under each; a script sending
 * hundreds to someone's address is stopped after a handful.
 */
export const PRICE_CHANGE_LIMITS = {
  client: { max: 10, timeWindow: TEN_MINUTES_MS },
  email: { max: 20, timeWindow: DAY_MS },
  emailAndProduct: { max: 3, timeWindow: DAY_MS },
} as const;

/**
 * A discount request goes to the shop's managers, who answer it by e-mail or phone: a shopper
 * sends one or two. Limited per client address (10 minutes), per e-mail and per phone (a day), and
 * per e-mail and product (a day).
 */
export const DISCOUNT_REQUEST_LIMITS = {
  client: { max: 5, timeWindow: TEN_MINUTES_MS },
  email: { max: 10, timeWindow: DAY_MS },
  phone: { max: 10, timeWindow: DAY_MS },
  emailAndProduct: { max: 3, timeWindow: DAY_MS },
} as const;

type MailRequest = { email?: string; phone?: string; assortmentId?: number };
const bodyOf = (request: FastifyRequest) => request.body as MailRequest | undefined;
const emailOf = (request: FastifyRequest) => bodyOf(request)?.email;
const phoneOf = (request: FastifyRequest) => bodyOf(request)?.phone;
const emailAndProductOf = (request: FastifyRequest) => {
  const body = bodyOf(request);
  return body?.email === undefined || body.assortmentId === undefined ? undefined : `${body.email}\n${body.assortmentId}`;
};

/** The product page's calls (product-widgets-monitoring.md §7) on the legacy paths. */
async function routes(app: FastifyInstance) {
  const { upstream } = app;
  const r = productRoutes;

  registerContractRoute(app, r.getPriceBlock, async ({ params, query, request }) =>
    reshape(
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
      field('priceData'),
    ),
  );

  registerContractRoute(app, r.getForum, async ({ params, request }) =>
    reshape(await upstream.call({ method: 'POST', path: `/product/${params.productId}/getForumData/`, request }), field('forumData')),
  );
  registerContractRoute(app, r.getReviews, async ({ params, request }) =>
    reshape(await upstream.call({ method: 'POST', path: `/product/${params.productId}/getReviewsData/`, request }), field('reviewsData')),
  );
  registerContractRoute(app, r.getShortReviews, async ({ params, request }) =>
    reshape(
      await upstream.call({ method: 'POST', path: `/product/${params.productId}/getShortReviews/`, request }),
      field('reviewsShortData'),
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
    pageReply(
      await upstream.call({
        method: 'GET',
        path: query.path,
        query: { scenario: 'selector', sourceAssId: query.sourceAssId },
        pageFetch: true,
        request,
      }),
      VARIETY,
      selectorAnswer,
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

  // Encapsulated: the limiter and its hooks stay with these two routes.
  await app.register(async (scope) => {
    await registerRateLimits(scope, app);
    const p = PRICE_CHANGE_LIMITS;
    await limited(
      scope,
      'priceChange',
      p.client,
      [
        { name: 'email', ...p.email, of: emailOf },
        { name: 'email-product', ...p.emailAndProduct, of: emailAndProductOf },
      ],
      (limitedScope) =>
        registerContractRoute(limitedScope, r.subscribePriceChange, ({ body, request }) =>
          upstream.call({ method: 'PUT', path: '/api/v1/notification/addAssortPriceChange/', body, request }),
        ),
    );
    const d = DISCOUNT_REQUEST_LIMITS;
    await limited(
      scope,
      'discountRequest',
      d.client,
      [
        { name: 'email', ...d.email, of: emailOf },
        { name: 'phone', ...d.phone, of: phoneOf },
        { name: 'email-product', ...d.emailAndProduct, of: emailAndProductOf },
      ],
      (limitedScope) =>
        registerContractRoute(limitedScope, r.requestDiscount, ({ body, request }) =>
          upstream.call({ method: 'POST', path: '/api/v1/order/discountRequest/', body, request }),
        ),
    );
  });
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
        description: `Only \`docs/{productId}/\` and \`docs/{productId}/{n}.pdf\` or \`.html\`; only PDF and HTML pass, sent with \`content-security-policy: ${FILE_CSP}\``,
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

export const productRoutesPlugin = fp(routes, { name: 'product-routes', dependencies: ['upstream', 'shared-state'] });
