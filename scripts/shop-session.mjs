// A shopper's session through the BFF for the measuring scripts (pnpm lighthouse, pnpm perf): the
// pages they measure are found as a shopper finds them, from the main page.
import { randomUUID } from 'node:crypto';

/** A shopper of the shop at baseUrl, whose session cookie is stored as a browser stores it. */
export function shopper(baseUrl) {
  let cookie = '';
  return {
    get cookie() {
      return cookie;
    },
    async call(method, apiPath, body) {
      const response = await fetch(`${baseUrl}${apiPath}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(method === 'POST' && apiPath === '/api/orders' ? { 'idempotency-key': randomUUID() } : {}),
          ...(cookie ? { cookie } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      for (const setCookie of response.headers.getSetCookie()) {
        const pair = setCookie.split(';')[0];
        if (pair.startsWith('sid=')) cookie = pair;
      }
      const envelope = await response.json();
      if (envelope.status !== 'OK') {
        throw new Error(`${method} ${apiPath}: ${response.status} ${envelope.error?.message ?? JSON.stringify(envelope.messages)}`);
      }
      return envelope.data;
    },
  };
}

export const pageData = (session, sitePath) => session.call('GET', `/api/page?path=${encodeURIComponent(sitePath)}`);

/** The main page's first category and that category's first product a shopper can buy. */
export async function firstCategoryAndProduct(session) {
  const main = await pageData(session, '/');
  const category = main.sections?.categories?.[0]?.path;
  if (!category) throw new Error('The main page names no category');
  const listing = await pageData(session, category);
  const product = listing.sections?.products?.find((card) => !card.outOrder && card.price > 0);
  if (!product) throw new Error(`No available product on ${category}`);
  return { category, product };
}
