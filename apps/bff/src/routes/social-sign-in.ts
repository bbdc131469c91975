import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { SOCIAL_RETURN_PATH, accountRoutes } from '@shop/contracts/account.ts';
import { fail, type Envelope } from '@shop/contracts/envelope.ts';
import { cookiesFor, registerContractRoute } from '../http/contract-route.ts';
import { sendFormFailurePage } from '../http/form-page.ts';
import { shopOriginOf } from '../http/shop-origin.ts';
import { texts } from '../http/texts.ts';

export interface SocialSignInOptions {
  /** The shop's public origin (PUBLIC_URL), where the provider sends the browser back. */
  publicUrl?: string | undefined;
}

/** Binds a social sign-in to the browser that started it: the same secret in this cookie and in the way back. */
export const SOCIAL_FLOW_COOKIE = 'shop_social_flow';
/** The upstream keeps a started social sign-in this long. */
const SOCIAL_FLOW_SECONDS = 10 * 60;
const FLOW_COOKIE_PATH = '/api/auth/social/';

const flowCookie = (flow: string, maxAge: number) =>
  `${SOCIAL_FLOW_COOKIE}=${flow}; Path=${FLOW_COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax`;

const returnQuery = z.object({
  flow: z.string().max(100).optional(),
  state: z.string().max(100).optional(),
  code: z.string().max(100).optional(),
});

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The value of one cookie of the request, if it is there. */
function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const [key, ...value] = pair.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}

const refused = (text: string, statusCode: number): Envelope<never> => fail({ message: text, statusCode }, [{ kind: 'error', text }]);

/**
 * Social sign-in (cart-and-ordering.md §7, 'social login': providerId → redirectUrl) as OAuth binds
 * it: POST /api/auth/social starts it with a fresh secret, set in an HttpOnly cookie of this
 * browser and written into the way back the provider is given; the provider sends the browser to
 * GET /api/auth/social/return with that secret, its state and a code, and only the browser holding
 * the cookie finishes there, on its own session. A link started by someone else and opened in
 * another browser signs nobody in.
 */
export function registerSocialSignIn(app: FastifyInstance, options: SocialSignInOptions) {
  const { upstream } = app;

  registerContractRoute(app, accountRoutes.social, async ({ body, request }) => {
    const origin = shopOriginOf(request, options.publicUrl);
    if (origin === undefined) {
      request.log.warn('social sign-in refused: set PUBLIC_URL to the shop’s public origin');
      return { envelope: refused(texts.socialUnavailable, 503) };
    }
    const flow = randomBytes(24).toString('base64url');
    const returnUrl = `${origin}${SOCIAL_RETURN_PATH}?flow=${flow}`;
    const started = await upstream.call({
      method: 'POST',
      path: '/api/v1/Auth/social/',
      body: { providerId: body.providerId, returnUrl },
      request,
    });
    if (started.envelope.status !== 'OK') return started;
    return { ...started, setCookies: [...started.setCookies, flowCookie(flow, SOCIAL_FLOW_SECONDS)] };
  });

  app.get(
    SOCIAL_RETURN_PATH,
    {
      schema: {
        summary:
          'Where the social provider sends the browser back: the browser that started the sign-in finishes it, then goes to the main page',
        tags: ['auth'],
        querystring: returnQuery,
      },
    },
    async (request, reply) => {
      const { flow, state, code } = request.query as z.output<typeof returnQuery>;
      const cookieFlow = cookieOf(request.headers.cookie, SOCIAL_FLOW_COOKIE);
      // Used once, whatever comes of it.
      const setCookies = [flowCookie('', 0)];
      if (!flow || !state || !code || !cookieFlow || !timingSafeEqual(digest(cookieFlow), digest(flow))) {
        return sendFailure(reply, refused(texts.socialNotFinished, 401), setCookies);
      }
      const finished = await upstream.call({ method: 'POST', path: '/api/v1/Auth/socialFinish/', body: { state, code }, request });
      setCookies.unshift(...finished.setCookies);
      if (finished.envelope.status !== 'OK') return sendFailure(reply, finished.envelope, setCookies);
      return reply
        .code(303)
        .header('set-cookie', cookiesFor(request, setCookies))
        .header('cache-control', 'no-store')
        .header('location', '/')
        .send();
    },
  );
}

/** The way back did not sign the browser in: a small page with the reason and a link to the shop. */
function sendFailure(reply: FastifyReply, envelope: Envelope<unknown>, setCookies: string[]) {
  const reasons = envelope.messages.filter((message) => message.kind === 'error').map((message) => message.text);
  reply.header('set-cookie', cookiesFor(reply.request, setCookies)).header('cache-control', 'no-store');
  return sendFormFailurePage(reply, envelope.error?.statusCode ?? 500, reasons.length > 0 ? reasons : [texts.socialNotFinished], '/');
}
