import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One BFF endpoint, declared once. The BFF validates params, query and body with these schemas
 * before it calls the upstream, the web client takes its types from them, the mocks type their
 * handlers by them, and the OpenAPI document is produced from them.
 */
export interface RouteDef {
  method: HttpMethod;
  /** Fastify/MSW path syntax: `/api/cart/items/:assortmentId`. */
  path: string;
  summary: string;
  /** What a caller must know besides the summary: rules and caveats, for the OpenAPI document and ENDPOINTS.md. */
  description?: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Request headers the route needs besides the usual ones; a loose object (other headers pass). */
  headers?: z.ZodType;
  /** Schema of the envelope's `data` when status is OK. */
  reply: z.ZodType;
  /** HTTP statuses this route may answer with a FAIL envelope, besides 400 and 5xx. */
  failures?: readonly number[];
}

/**
 * Every BFF route's method and path, by domain: the contract modules spread these into their route
 * definitions, and the browser names a route by domain and name from here (endpoint.ts) instead
 * of writing its method and path again.
 */
export const routeTable = {
  system: {
    health: { method: 'GET', path: '/api/health' },
    ready: { method: 'GET', path: '/api/ready' },
  },
  page: {
    getPage: { method: 'GET', path: '/api/page' },
  },
  cart: {
    getCart: { method: 'GET', path: '/api/cart' },
    addItem: { method: 'POST', path: '/api/cart/items' },
    updateItem: { method: 'PATCH', path: '/api/cart/items/:assortmentId' },
    removeItem: { method: 'DELETE', path: '/api/cart/items/:assortmentId' },
    clear: { method: 'DELETE', path: '/api/cart' },
    oneClickOrder: { method: 'POST', path: '/api/cart/one-click-order' },
  },
  user: {
    setSiteVersion: { method: 'PUT', path: '/api/user/site-version' },
    setPrefs: { method: 'PUT', path: '/api/user/prefs' },
    saveAddress: { method: 'POST', path: '/api/user/addresses' },
    removeAddress: { method: 'DELETE', path: '/api/user/addresses/:id' },
    setCity: { method: 'PUT', path: '/api/user/city' },
    setAgreement: { method: 'PUT', path: '/api/user/agreement' },
  },
  account: {
    sendCode: { method: 'POST', path: '/api/auth/code' },
    checkCode: { method: 'POST', path: '/api/auth/code/check' },
    logout: { method: 'POST', path: '/api/auth/logout' },
    login: { method: 'POST', path: '/api/auth/login' },
    register: { method: 'POST', path: '/api/auth/register' },
    remember: { method: 'POST', path: '/api/auth/remember' },
    social: { method: 'POST', path: '/api/auth/social' },
    currentUser: { method: 'GET', path: '/api/user' },
  },
  places: {
    cities: { method: 'GET', path: '/api/cities' },
    cityPoints: { method: 'GET', path: '/api/cities/:id/points' },
    pickupPoints: { method: 'GET', path: '/api/pickup-points' },
    pickupPoint: { method: 'GET', path: '/api/pickup-points/:id' },
    addressSuggestions: { method: 'POST', path: '/api/address/suggestions' },
    standardizeAddress: { method: 'POST', path: '/api/address/standardize' },
    company: { method: 'GET', path: '/api/companies/:inn' },
  },
  product: {
    getPriceBlock: { method: 'GET', path: '/api/products/:productId/price-block' },
    getForum: { method: 'GET', path: '/api/products/:productId/forum' },
    getReviews: { method: 'GET', path: '/api/products/:productId/reviews' },
    getShortReviews: { method: 'GET', path: '/api/products/:productId/short-reviews' },
    getProductWidget: { method: 'GET', path: '/api/products/:productId/widgets/:key' },
    selectVariant: { method: 'GET', path: '/api/products/selector' },
    addComment: { method: 'POST', path: '/api/comments' },
    replyToComment: { method: 'POST', path: '/api/comments/:id/replies' },
    editComment: { method: 'PUT', path: '/api/comments/:id' },
    deleteComment: { method: 'DELETE', path: '/api/comments/:id' },
    rateComment: { method: 'POST', path: '/api/comments/:id/rating' },
    subscribePriceChange: { method: 'POST', path: '/api/notifications/price-change' },
    requestDiscount: { method: 'POST', path: '/api/discount-requests' },
    getTooltip: { method: 'GET', path: '/api/tooltips/:tooltipId' },
    rememberColor: { method: 'PUT', path: '/api/user/color' },
  },
  widgets: {
    getWidget: { method: 'GET', path: '/api/widgets/:key' },
    getDefinedWidget: { method: 'GET', path: '/api/widgets/defined/:type' },
    getCartWidget: { method: 'GET', path: '/api/cart/widget' },
  },
  catalogue: {
    products: { method: 'GET', path: '/api/catalog/products' },
    count: { method: 'GET', path: '/api/catalog/count' },
    sorted: { method: 'GET', path: '/api/catalog/sorted' },
    setView: { method: 'PUT', path: '/api/catalog/view' },
    menu: { method: 'GET', path: '/api/catalog/menu' },
    marks: { method: 'GET', path: '/api/catalog/marks' },
    setMenuSection: { method: 'PUT', path: '/api/catalog/menu/section' },
    searchHints: { method: 'POST', path: '/api/search/hints' },
    searchUrl: { method: 'GET', path: '/api/search/short-url' },
    filteredUrl: { method: 'GET', path: '/api/catalog/filtered-url' },
    searchColors: { method: 'GET', path: '/api/search/colors' },
    addFavoriteProduct: { method: 'PUT', path: '/api/favorites/products/:productId' },
    removeFavoriteProduct: { method: 'DELETE', path: '/api/favorites/products/:productId' },
    addFavoriteCategory: { method: 'PUT', path: '/api/favorites/categories/:categoryId' },
    removeFavoriteCategory: { method: 'DELETE', path: '/api/favorites/categories/:categoryId' },
  },
  checkout: {
    getCheckout: { method: 'GET', path: '/api/ordering' },
    updateOrderingData: { method: 'PUT', path: '/api/ordering/data' },
  },
  orders: {
    sendOrder: { method: 'POST', path: '/api/orders' },
    cardPayment: { method: 'POST', path: '/api/orders/:invoiceNumber/card-payment' },
    paymentUrl: { method: 'GET', path: '/api/orders/:orderCode/payment-url' },
    getHistory: { method: 'GET', path: '/api/orders/history' },
    removeHistoryOrder: { method: 'DELETE', path: '/api/orders/history/:orderId' },
    changeHistoryComment: { method: 'PUT', path: '/api/orders/history/:orderId/comment' },
    getOrder: { method: 'GET', path: '/api/orders/:orderCode' },
  },
  monitoring: {
    getSales: { method: 'GET', path: '/api/monitoring/sales' },
    getUpdates: { method: 'GET', path: '/api/monitoring/updates' },
  },
  vitals: {
    report: { method: 'POST', path: '/api/vitals' },
  },
  browserErrors: {
    report: { method: 'POST', path: '/api/browser-errors' },
  },
} as const;

/** What a route declares besides its method and path; its tag when it is not its domain's. */
type RouteParts = Omit<RouteDef, 'method' | 'path' | 'tag'> & { tag?: string };
type RouteTableEntry = Pick<RouteDef, 'method' | 'path'>;

/**
 * Every route of a domain: each one's method and path from the domain's entry of the route table,
 * its tag the domain's unless it names another, and what it declares as given.
 */
export function defineRoutes<
  const T extends Record<string, RouteTableEntry>,
  const Tag extends string,
  const P extends { [K in keyof T]: RouteParts },
>(table: T, tag: Tag, parts: P): { [K in keyof T]: T[K] & (P[K] extends { tag: string } ? P[K] : P[K] & { tag: Tag }) } {
  return Object.fromEntries(Object.entries(table).map(([name, entry]) => [name, { ...entry, tag, ...parts[name] }])) as never;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

export type ReplyOf<R extends RouteDef> = z.output<R['reply']>;
export type ParamsOf<R extends RouteDef> = OutputOf<R['params']>;
export type QueryOf<R extends RouteDef> = OutputOf<R['query']>;
export type BodyOf<R extends RouteDef> = OutputOf<R['body']>;
export type HeadersOf<R extends RouteDef> = OutputOf<R['headers']>;

/** What a caller passes: only the parts the route declares, in their input form. */
export type RouteInput<R extends RouteDef> = (R['params'] extends z.ZodType ? { params: InputOf<R['params']> } : { params?: undefined }) &
  (R['query'] extends z.ZodType ? { query: InputOf<R['query']> } : { query?: undefined }) &
  (R['body'] extends z.ZodType ? { body: InputOf<R['body']> } : { body?: undefined }) &
  (R['headers'] extends z.ZodType ? { headers: InputOf<R['headers']> } : { headers?: undefined });

/** Fills `:name` segments and appends the query string. Values are URI-encoded. */
export function buildUrl(path: string, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  if (!query) return filled;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}
