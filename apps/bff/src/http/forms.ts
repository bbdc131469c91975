import formbody from '@fastify/formbody';
import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import Negotiator from 'negotiator';
import { UNKNOWN_ERROR_TEXT, type Envelope } from '@shop/contracts/envelope.ts';
import type { RouteDef } from '@shop/contracts/browser/route.ts';
import { notCorrectJson } from '../upstream-client/normalise.ts';
import { formValuesFor, type FormFields } from './form-input.ts';
import { sendFormFailurePage } from './form-page.ts';
import { texts } from './texts.ts';

/**
 * The shop without its JavaScript (ARCHITECTURE.md "The first view and its forms"): plain HTML
 * forms post urlencoded to the same contract routes as the JSON API and are answered 303 back to
 * their page (POST/Redirect/GET); a GET form or link that a browser navigates to may be sent on
 * to a page the reply names. A failure is a small Russian page with the way back.
 */

export interface FormOptions {
  /** The page a form returns to when neither its `back` field nor the Referer names one of this site. */
  fallback: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Plain HTML forms post to this route. */
    form?: FormOptions;
    /** A browser navigation to this GET route is sent (303) to the path this gives for the reply's data. */
    navigate?: (data: unknown) => string;
  }
}

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
/** A cart form has a handful of short fields; nothing a form here sends comes near this. */
export const FORM_BODY_LIMIT_BYTES = 16 * 1024;
/** The field naming the contract's method when it is not POST (Rails' and Laravel's name). */
export const FORM_METHOD_FIELD = '_method';
/** The field naming the page to return to. */
export const FORM_BACK_FIELD = 'back';

const mediaTypeOf = (header: string | undefined) => header?.split(';', 1)[0]?.trim().toLowerCase();

const hasFormBody = (request: FastifyRequest) => mediaTypeOf(request.headers['content-type']) === FORM_CONTENT_TYPE;

/** A plain HTML form's submission: the only thing a browser sends urlencoded by POST. */
export const isFormPost = (request: FastifyRequest) => request.method === 'POST' && hasFormBody(request);

const ANSWER_TYPES = ['application/json', 'text/html'];

/**
 * The browser itself goes to the address (a link, a GET form), rather than the app fetching it:
 * the browser says so with Sec-Fetch-Mode, or, where it does not, asks for HTML before JSON and is
 * not a script marking its request. The app's fetch asks for JSON.
 */
export function isNavigation(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-mode'] === 'navigate') return true;
  if (request.headers['x-requested-with'] !== undefined) return false;
  return new Negotiator(request.raw).mediaType(ANSWER_TYPES) === 'text/html';
}

function navigationOf(request: FastifyRequest): ((data: unknown) => string) | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const navigate = request.routeOptions.config.navigate;
  return navigate && isNavigation(request) ? navigate : undefined;
}

/** Whether the reply goes to a browser that shows it as a page: a form post, or a navigation to a route that allows one. */
export const answersAsPage = (request: FastifyRequest) => isFormPost(request) || navigationOf(request) !== undefined;

const PATH_PROBE_ORIGIN = 'http://path.invalid';
const MAX_PATH_LENGTH = 2048;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** `//host` or `/\\host`: a browser reads either as another site. */
const SCHEME_RELATIVE = /^[/\\][/\\]/;

/**
 * A path of this site to send a browser to, or undefined: it starts with one `/` (not `//` or `/\`,
 * which browsers read as another host), carries no control characters, and resolves on the same
 * origin. Returned as the URL parser writes it, so any non-ASCII text is percent-encoded and fits
 * a Location header. The parser resolves dot segments (`%2e%2e` among them) and turns `\` into `/`,
 * so what it writes is checked again: `/..//evil.example` resolves to `//evil.example`.
 */
export function sameOriginPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_PATH_LENGTH || !value.startsWith('/')) return undefined;
  if (SCHEME_RELATIVE.test(value) || CONTROL_CHARACTERS.test(value)) return undefined;
  const url = new URL(value, PATH_PROBE_ORIGIN);
  if (url.origin !== PATH_PROBE_ORIGIN || SCHEME_RELATIVE.test(url.pathname)) return undefined;
  return url.pathname + url.search + url.hash;
}

/** The Referer's path when the Referer is a page of this site (its host, as the security plugin compares origins). */
function refererPath(request: FastifyRequest): string | undefined {
  const referer = request.headers.referer;
  if (!referer || !URL.canParse(referer)) return undefined;
  const url = new URL(referer);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host !== request.headers.host?.toLowerCase()) return undefined;
  return sameOriginPath(url.pathname + url.search);
}

/** The `back` of each form request once its fields were read. */
const formBacks = new WeakMap<FastifyRequest, string>();

/** Where the shopper goes back to: the form's `back`, else the Referer of this site, else the route's own page. */
export function backOf(request: FastifyRequest): string {
  return formBacks.get(request) ?? refererPath(request) ?? request.routeOptions.config.form?.fallback ?? '/';
}

function reasonsOf(envelope: Envelope<unknown>): string[] {
  const errors = envelope.messages.filter((message) => message.kind === 'error');
  const texts = (errors.length > 0 ? errors : envelope.messages).map((message) => message.text);
  return texts.length > 0 ? [...new Set(texts)] : [UNKNOWN_ERROR_TEXT];
}

function sendFailurePage(reply: FastifyReply, envelope: Envelope<unknown>) {
  return sendFormFailurePage(reply, envelope.error?.statusCode ?? 500, reasonsOf(envelope), backOf(reply.request));
}

/**
 * The envelope as a browser page expects it: OK is a 303 to the page (the form's `back`, or the
 * navigation's target), so reloading it does not post again; FAIL is the failure page with the
 * envelope's status and texts. Neither is stored by any cache.
 */
export function sendPageAnswer(reply: FastifyReply, envelope: Envelope<unknown>) {
  const request = reply.request;
  reply.header('cache-control', 'no-store');
  if (envelope.status !== 'OK') return sendFailurePage(reply, envelope);
  const navigate = navigationOf(request);
  const location = navigate ? sameOriginPath(navigate(envelope.data)) : backOf(request);
  if (location !== undefined) return reply.code(303).header('location', location).send();
  request.log.error({ route: request.routeOptions.url }, 'the reply names no path of this site to go to');
  return sendFailurePage(reply, notCorrectJson());
}

/** Answers a request the way registerContractRoute's handler does, with params, query and body in place. */
export type RouteAnswer = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

interface FormAction {
  route: RouteDef;
  answer: RouteAnswer;
}

interface RouteInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

/** The 400 the error handler gives a field the contract refuses, here for `_method`. */
function unknownFormAction() {
  const issue: FastifySchemaValidationError = {
    keyword: 'enum',
    instancePath: `/${FORM_METHOD_FIELD}`,
    schemaPath: `#/${FORM_METHOD_FIELD}`,
    params: {},
    message: texts.unknownFormAction,
  };
  return Object.assign(new Error(texts.unknownFormAction), { statusCode: 400, validation: [issue], validationContext: 'body' });
}

/**
 * Picks the contract route the form asks for by its `_method` (POST when absent) and turns its
 * fields into that route's params, query and body in the types the contract declares. Fields the
 * route does not name (`back`, `_method`, a button's name) are left out.
 */
function formActionOf<A extends { route: RouteDef }>(
  request: FastifyRequest,
  actions: ReadonlyMap<string, A>,
): { action: A; input: RouteInput } {
  const fields: FormFields = typeof request.body === 'object' && request.body !== null ? (request.body as FormFields) : {};
  const back = sameOriginPath(fields[FORM_BACK_FIELD]);
  if (back !== undefined) formBacks.set(request, back);
  const method = fields[FORM_METHOD_FIELD] ?? 'POST';
  const action = typeof method === 'string' ? actions.get(method.toUpperCase()) : undefined;
  if (!action) throw unknownFormAction();
  const { route } = action;
  return {
    action,
    input: {
      params: route.params ? formValuesFor(route.params, request.params as FormFields) : request.params,
      query: route.query ? formValuesFor(route.query, { ...(request.query as FormFields), ...fields }) : request.query,
      body: route.body ? formValuesFor(route.body, fields) : undefined,
    },
  };
}

/**
 * The form's own route is POST: its fields become its input here, before Fastify validates them
 * with the contract's schemas exactly as it validates JSON.
 */
export function formPreValidation(route: RouteDef) {
  const actions = new Map([['POST', { route }]]);
  return async (request: FastifyRequest) => {
    if (!isFormPost(request)) return;
    const { input } = formActionOf(request, actions);
    request.params = input.params;
    request.query = input.query;
    request.body = input.body;
  };
}

type HttpPart = 'params' | 'body' | 'querystring' | 'headers';

/** The contract's schemas over the form's input, through the same validator (and so the same texts) as every route. */
function validated(route: RouteDef, part: HttpPart, value: unknown): unknown {
  const schema = { params: route.params, body: route.body, querystring: route.query, headers: route.headers }[part];
  if (!schema) return value;
  const result = validatorCompiler({ schema, method: route.method, url: route.path, httpPart: part })(value) as {
    error?: FastifySchemaValidationError[];
    value?: unknown;
  };
  if (result.error) {
    throw Object.assign(new Error(result.error[0]?.message ?? texts.badRequest), {
      statusCode: 400,
      validation: result.error,
      validationContext: part,
    });
  }
  return result.value;
}

const overridesByApp = new WeakMap<FastifyInstance, Map<string, Map<string, FormAction>>>();

/**
 * HTML forms can only POST: a contract route of another method is reached by a form posting to
 * its path with `_method` (as Rails and Laravel do). The first such route of a path registers the
 * POST there; it answers only forms (anything else is the not-found reply it always was), and it
 * is left out of the OpenAPI document.
 */
export function addFormMethodOverride(app: FastifyInstance, route: RouteDef, answer: RouteAnswer, form: FormOptions) {
  let byPath = overridesByApp.get(app);
  if (!byPath) overridesByApp.set(app, (byPath = new Map()));
  let actions = byPath.get(route.path);
  if (!actions) {
    const known = new Map<string, FormAction>();
    byPath.set(route.path, (actions = known));
    app.route({
      method: 'POST',
      url: route.path,
      schema: { hide: true },
      config: { form },
      handler: async (request, reply) => {
        if (!isFormPost(request)) return reply.callNotFound();
        const { action, input } = formActionOf(request, known);
        const params = validated(action.route, 'params', input.params);
        const body = validated(action.route, 'body', input.body);
        const query = validated(action.route, 'querystring', input.query);
        validated(action.route, 'headers', request.headers);
        request.params = params;
        request.body = body;
        request.query = query;
        return action.answer(request, reply);
      },
    });
  }
  actions.set(route.method, { route, answer });
}

/**
 * Urlencoded bodies (@fastify/formbody, small), taken only by the routes that declare forms: any
 * other route refuses them with 415 before reading them, as it refuses any body type it does not take.
 */
export const formsPlugin = fp(
  async (app) => {
    await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT_BYTES });
    app.addHook('preParsing', (request, _reply, payload, done) => {
      if (hasFormBody(request) && !request.is404 && !(request.method === 'POST' && request.routeOptions.config.form)) {
        done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type']));
        return;
      }
      done(null, payload);
    });
  },
  { name: 'forms', fastify: '5.x' },
);
