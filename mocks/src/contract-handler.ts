import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { SITE_VERSION_HEADER, siteVersionSchema } from '@shop/contracts/enums.ts';
import { fail, ok } from '@shop/contracts/envelope.ts';
import type { Envelope, Message } from '@shop/contracts/envelope.ts';
import type { Outcome } from '@shop/contracts/rules/outcome.ts';
import type { BodyOf, ParamsOf, QueryOf, ReplyOf, RouteDef } from '@shop/contracts/browser/route.ts';

/** Routes that have a handler; the coverage test compares this with the contract. */
export const handledRoutes = new Set<RouteDef>();

export type HandlerInput<R extends RouteDef> = { params: ParamsOf<R>; query: QueryOf<R>; body: BodyOf<R>; request: Request };

const methods = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;
const PARTS = ['params', 'query', 'headers', 'body'] as const;

const invalid = (message: string) => HttpResponse.json(failure(400, message), { status: 400 });

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
    let body: unknown;
    if (route.body) {
      try {
        body = await request.json();
      } catch {
        return invalid('Тело запроса должно быть в формате JSON');
      }
    }
    const raw = {
      params,
      query: Object.fromEntries(new URL(request.url).searchParams),
      headers: Object.fromEntries(request.headers),
      body,
    };
    const input: Record<string, unknown> = { request };
    for (const part of PARTS) {
      const parsed = route[part]?.safeParse(raw[part]) ?? { success: true, data: undefined };
      if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? 'Неверный запрос');
      input[part] = parsed.data;
    }
    const envelope = await resolve(input as HandlerInput<R>);
    if (envelope.status === 'OK') route.reply.parse(envelope.data);
    return HttpResponse.json(envelope, { status: envelope.status === 'OK' ? 200 : (envelope.error?.statusCode ?? 500) });
  });
}

export { fail, ok };

/** The site version the request asks for (its header), desktop when it names none. */
export const siteVersionOf = (request: Request) => siteVersionSchema.catch('desktop').parse(request.headers.get(SITE_VERSION_HEADER));

/** Texts shown as error toasts. */
export const errorToasts = (texts: readonly string[]): Message[] => texts.map((text) => ({ kind: 'error', text }));

/** A FAIL envelope with the text shown as an error toast, as the BFF produces from upstream errors. */
export const failure = (statusCode: number, text: string, route?: string) =>
  fail(route ? { message: text, statusCode, route } : { message: text, statusCode }, errorToasts([text]));

/** A shop rule's outcome as the BFF answers it: the value, or the refusal with every reason a toast. */
export const answer = <T>(outcome: Outcome<T>, messages: Message[] = []): Envelope<T> =>
  outcome.ok
    ? ok(outcome.value, messages)
    : fail({ message: outcome.error, statusCode: outcome.status }, errorToasts(outcome.messages ?? [outcome.error]));
