import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import { fail, ok } from '@shop/contracts/envelope.ts';
import type { Envelope } from '@shop/contracts/envelope.ts';
import type { BodyOf, ParamsOf, QueryOf, ReplyOf, RouteDef } from '@shop/contracts/route.ts';

/** Routes that have a handler; the coverage test compares this with the contract. */
export const handledRoutes = new Set<RouteDef>();

export type HandlerInput<R extends RouteDef> = {
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
  request: Request;
};

const methods = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

function invalid(message: string) {
  return HttpResponse.json(fail({ message, statusCode: 400 }, [{ kind: 'error', text: message }]), {
    status: 400,
  });
}

function parsePart(schema: z.ZodType | undefined, value: unknown) {
  if (!schema) return { success: true as const, data: undefined };
  return schema.safeParse(value);
}

/**
 * An MSW handler for one contract route. Like the BFF, it validates params, query and body with
 * the contract (400 envelope with the first Russian message on bad input), and it parses the
 * payload it answers with against the route's reply schema, so a fixture that drifts from the
 * contract fails loudly instead of silently feeding the UI a shape the BFF never sends.
 */
export function handle<R extends RouteDef>(
  route: R,
  resolve: (input: HandlerInput<R>) => Envelope<ReplyOf<R>> | Promise<Envelope<ReplyOf<R>>>,
): HttpHandler {
  handledRoutes.add(route);
  return methods[route.method](`*${route.path}`, async ({ request, params }) => {
    const url = new URL(request.url);
    const parsedParams = parsePart(route.params, params);
    if (!parsedParams.success) return invalid(parsedParams.error.issues[0]?.message ?? 'Неверный запрос');
    const parsedQuery = parsePart(route.query, Object.fromEntries(url.searchParams));
    if (!parsedQuery.success) return invalid(parsedQuery.error.issues[0]?.message ?? 'Неверный запрос');
    const parsedHeaders = parsePart(route.headers, Object.fromEntries(request.headers));
    if (!parsedHeaders.success) return invalid(parsedHeaders.error.issues[0]?.message ?? 'Неверный запрос');
    let rawBody: unknown;
    if (route.body) {
      try {
        rawBody = await request.json();
      } catch {
        return invalid('Тело запроса должно быть в формате JSON');
      }
    }
    const parsedBody = parsePart(route.body, rawBody);
    if (!parsedBody.success) return invalid(parsedBody.error.issues[0]?.message ?? 'Неверный запрос');

    const envelope = await resolve({
      params: parsedParams.data as ParamsOf<R>,
      query: parsedQuery.data as QueryOf<R>,
      body: parsedBody.data as BodyOf<R>,
      request,
    });
    if (envelope.status === 'OK') route.reply.parse(envelope.data);
    const status = envelope.status === 'OK' ? 200 : (envelope.error?.statusCode ?? 500);
    return HttpResponse.json(envelope, { status });
  });
}

export { fail, ok };

/** A FAIL envelope with the text shown as an error toast, as the BFF produces from upstream errors. */
export function failure(statusCode: number, text: string, route?: string) {
  return fail(route ? { message: text, statusCode, route } : { message: text, statusCode }, [
    { kind: 'error', text },
  ]);
}
