import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '@shop/contracts/cart.ts';
import type { IDEMPOTENCY_KEY_HEADER } from '@shop/contracts/browser/orders.ts';
import { ApiError, type ApiClient } from '@/lib/api-client.ts';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import { isOnline, noteFetchResult, subscribeOnline } from '@/lib/network-status.ts';
import { apiOf } from '@/lib/query-client.ts';
import { cartQueryKey, type LineRef } from '../api/cart-cache.ts';
import { enqueue, sendWaiting, withWaitingChanges, type SendOutcome } from './cart-queue.ts';
import type { Queued } from './send-or-queue.ts';
import { WAITING_STORAGE_KEY, waitingQueryKey, type LineChange, type WaitingChange } from './waiting-changes.ts';

/** What a refused change says to the shopper: the shop's own messages. */
export type RefusalHandler = (messages: readonly { text: string }[]) => void;

/** The contract's name, written out: the module that holds it comes with the order screens' code. */
const KEY_HEADER: typeof IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const addItemEndpoint = endpoint('cart', 'addItem');
const updateItemEndpoint = endpoint('cart', 'updateItem');
const removeItemEndpoint = endpoint('cart', 'removeItem');

/** The page the sender works for: its screen shows what waits. */
let client: QueryClient | undefined;

export function readWaiting(): WaitingChange[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(WAITING_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as WaitingChange[]) : [];
  } catch {
    // An unreadable list is no list: nothing is sent twice from it.
    return [];
  }
}

function writeWaiting(changes: readonly WaitingChange[]): void {
  try {
    if (changes.length === 0) localStorage.removeItem(WAITING_STORAGE_KEY);
    else localStorage.setItem(WAITING_STORAGE_KEY, JSON.stringify(changes));
  } catch {
    // Storage refused (private mode, full): the changes are lost with the page, as before.
  }
  client?.setQueryData(waitingQueryKey, changes);
}

const store = { read: readWaiting, write: writeWaiting };
/** The last cart the shop sent while changes wait: the cart shown is rendered over it. */
let serverCart: Cart | undefined;
let onRefused: RefusalHandler | undefined;
let sending: Promise<void> | undefined;
let again = false;
/** The page's one sender: an app started again on the same page (a test's next app) takes over from the last. */
let stopSending: (() => void) | undefined;

function showWaitingChanges(queryClient: QueryClient) {
  serverCart ??= queryClient.getQueryData<Cart>(cartQueryKey);
  if (serverCart) queryClient.setQueryData<Cart>(cartQueryKey, withWaitingChanges(serverCart, readWaiting()));
}

export function queueChange(queryClient: QueryClient, change: WaitingChange): void {
  client = queryClient;
  if (readWaiting().length === 0) serverCart = undefined;
  showWaitingChanges(queryClient);
  writeWaiting(enqueue(readWaiting(), change));
  showWaitingChanges(queryClient);
  if (isOnline()) void sendAll(queryClient);
}

async function sendOne(api: ApiClient, change: WaitingChange): Promise<SendOutcome> {
  const headers = { [KEY_HEADER]: change.key };
  const { assortmentId, colorId } = change.line;
  try {
    if (change.kind === 'add') {
      await api.call(addItemEndpoint, { body: { assortmentId, quantity: change.quantity, colorId: colorId ?? undefined }, headers });
    } else if (change.kind === 'set') {
      await api.call(updateItemEndpoint, {
        params: { assortmentId },
        body: { quantity: change.quantity, multism: change.multism, colorId: colorId ?? undefined },
        headers,
      });
    } else {
      await api.call(removeItemEndpoint, { params: { assortmentId }, query: { colorId: colorId ?? undefined }, headers });
    }
    return { kind: 'done' };
  } catch (error) {
    // Not reached, or the shop's backend is away: the change waits for the next chance.
    if (error instanceof ApiError && error.status === 0) noteFetchResult(false);
    if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return { kind: 'unreachable' };
    return { kind: 'refused', messages: error.messages.length > 0 ? error.messages : [{ text: error.message }] };
  }
}

/** After a send that did not reach the shop while the browser says it is online: 2 s, doubling to 30 s. */
const FIRST_RETRY_MS = 2_000;
const LAST_RETRY_MS = 30_000;
let retryMs = FIRST_RETRY_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The first call after the network returns may still fail (the connection is not up yet, the
 * shop's backend is away): the changes are tried again a little later rather than left until
 * some other call happens to succeed. Offline, the browser's online event does it instead.
 */
function retryLater(queryClient: QueryClient) {
  if (retryTimer !== undefined || !navigator.onLine) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void sendAll(queryClient);
  }, retryMs);
  retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
}

/** One sender per page; a call while it runs makes it look at the list once more when done. */
export function sendAll(queryClient: QueryClient): Promise<void> {
  if (sending) {
    again = true;
    return sending;
  }
  sending = (async () => {
    do {
      again = false;
      if (readWaiting().length === 0) break;
      const result = await sendWaiting(
        store,
        (change) => sendOne(apiOf(queryClient), change),
        (_, messages) => onRefused?.(messages),
      );
      if (result === 'unreachable') {
        retryLater(queryClient);
        break;
      }
      retryMs = FIRST_RETRY_MS;
      // Every change is through: the cart is read again, as the shop now has it.
      serverCart = undefined;
      await queryClient.invalidateQueries({ queryKey: cartQueryKey });
    } while (again);
  })().finally(() => {
    sending = undefined;
  });
  return sending;
}

/**
 * Sends what waits now (a page opened again after it was closed offline), and again each time the
 * shop can be reached once more: the browser's online event or a call that succeeds.
 */
export function startSending(queryClient: QueryClient, refused: RefusalHandler): () => void {
  stopSending?.();
  sending = undefined;
  serverCart = undefined;
  onRefused = refused;
  client = queryClient;
  // Nothing waiting, no query: an empty one would only sit in the cache until collected.
  if (readWaiting().length > 0) {
    queryClient.setQueryData(waitingQueryKey, readWaiting());
    showWaitingChanges(queryClient);
    void sendAll(queryClient);
  }
  // Another tab of the same profile changed the list.
  const onStorage = (event: StorageEvent) => {
    if (event.key === WAITING_STORAGE_KEY) queryClient.setQueryData(waitingQueryKey, readWaiting());
  };
  window.addEventListener('storage', onStorage);
  const stop = subscribeOnline(() => {
    if (isOnline() && readWaiting().length > 0) void sendAll(queryClient);
  });
  // A page's data read from the shop: the shop can be reached again, and a cart read from it is
  // shown with what still waits rendered over it.
  const stopReads = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    noteFetchResult(true);
    if (event.query.queryKey[0] !== cartQueryKey[0] || readWaiting().length === 0) return;
    serverCart = event.query.state.data as Cart;
    showWaitingChanges(queryClient);
  });
  stopSending = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    stop();
    stopReads();
    window.removeEventListener('storage', onStorage);
  };
  return stopSending;
}

/** crypto.randomUUID is only there on secure origins; a shop opened over plain http still needs keys. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Sends a cart change with an idempotency key made now, or queues it with that key when the shop
 * cannot be reached (or earlier changes still wait: the shop gets them in the shopper's order).
 * A change whose request failed on the network may have reached the shop: it waits marked as
 * sent, and goes again with the same key, which the BFF answers with the first reply.
 */
export async function sendOrQueue<T>(
  queryClient: QueryClient,
  line: LineRef,
  change: LineChange,
  send: (headers: { [KEY_HEADER]: string }) => Promise<T>,
): Promise<T | Queued> {
  const key = newKey();
  const queue = (sent: boolean): Queued => {
    queueChange(queryClient, { ...change, key, line, sent });
    return { queued: true };
  };
  if (!isOnline() || readWaiting().length > 0) return queue(false);
  try {
    return await send({ [KEY_HEADER]: key });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 0) throw error;
    noteFetchResult(false);
    return queue(true);
  }
}
