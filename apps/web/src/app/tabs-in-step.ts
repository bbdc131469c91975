import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { User } from '@shop/contracts/account.ts';
import type { Cart } from '@shop/contracts/cart.ts';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import { cartQueryKey, emptyCart } from '@/entities/cart/api/cart-cache.ts';
import { pageQueryKey } from '@/entities/page/api/get-page.ts';
import { userQueryKey } from '@/entities/user/api/get-user.ts';
import { userWidgetsQueryPrefix } from '@/entities/user/api/user-changed.ts';
import { openTabChannel, type TabChannel } from '@/lib/tab-channel.ts';
import { siteVersionChanged } from '@/lib/ui-slice.ts';
import type { AppStore } from '@/lib/store.ts';

/**
 * What a tab tells the others when it changes: the cart and the shopper as its cache now has them
 * (the same browser, the same session: they are the other tab's too), and the chosen layout.
 */
export type TabMessage = { kind: 'cart'; cart: Cart } | { kind: 'user'; user: User } | { kind: 'layout'; siteVersion: SiteVersion };

export type TabsInStepOptions = {
  /** How long a tab gathers its changes, and the others' messages, before acting on them once. */
  burstMs?: number;
};

/** Bursts (an add, then the cart's reload) gather within this time: well inside the second the tabs have. */
const BURST_MS = 100;
/** A query refetched for another tab's message is not told back to it while this long. */
const QUIET_MS = 5_000;

const pagePrefix = pageQueryKey('').slice(0, 1);
const sameKey = (a: QueryKey, b: QueryKey) => a.length === b.length && a.every((part, index) => part === b[index]);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readMessage(value: unknown): TabMessage | null {
  if (!isObject(value)) return null;
  if (value.kind === 'cart' && isObject(value.cart)) return value as TabMessage;
  if (value.kind === 'user' && isObject(value.user)) return value as TabMessage;
  if (value.kind === 'layout' && (value.siteVersion === 'mobile' || value.siteVersion === 'desktop')) return value as TabMessage;
  return null;
}

/**
 * Keeps this tab and the shop's other open tabs in step: what changes here is told to them, and
 * what they tell is put into this tab's cache. A message is never told on, and a tab refetches at
 * most once for a burst of them: the cart and the shopper come with the message; only a change of
 * shopper (sign-in, sign-out) or of layout reloads what depends on it. Returns the stop.
 */
export function keepTabsInStep(
  queryClient: QueryClient,
  store: AppStore,
  channel: TabChannel,
  options: TabsInStepOptions = {},
): () => void {
  const burstMs = options.burstMs ?? BURST_MS;
  /** While another tab's message is applied, the changes it makes are not this tab's to tell. */
  let applying = false;
  const quietUntil = new Map<string, number>();
  const told = new Map<TabMessage['kind'], unknown>();

  const outgoing = new Map<TabMessage['kind'], TabMessage>();
  let sendTimer: ReturnType<typeof setTimeout> | undefined;
  function tell(message: TabMessage) {
    outgoing.set(message.kind, message);
    sendTimer ??= setTimeout(() => {
      sendTimer = undefined;
      for (const queued of outgoing.values()) channel.post(queued);
      outgoing.clear();
    }, burstMs);
  }

  /** A fetch of these keys answers another tab's message: what it brings, that tab already has. */
  function hush(...keys: QueryKey[]) {
    for (const key of keys) quietUntil.set(JSON.stringify(key), Date.now() + QUIET_MS);
  }
  function hushed(key: QueryKey): boolean {
    const id = JSON.stringify(key);
    const until = quietUntil.get(id);
    quietUntil.delete(id);
    return until !== undefined && Date.now() < until;
  }

  const stale = new Map<string, QueryKey>();
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  function refreshLater(...keys: QueryKey[]) {
    for (const key of keys) stale.set(JSON.stringify(key), key);
    refreshTimer ??= setTimeout(() => {
      refreshTimer = undefined;
      const keysNow = [...stale.values()];
      stale.clear();
      for (const key of keysNow) void queryClient.invalidateQueries({ queryKey: key });
    }, burstMs);
  }

  function apply(message: TabMessage) {
    applying = true;
    try {
      if (message.kind === 'cart') {
        told.set('cart', queryClient.setQueryData(cartQueryKey, message.cart));
      } else if (message.kind === 'user') {
        const before = queryClient.getQueryData<User>(userQueryKey);
        told.set('user', queryClient.setQueryData(userQueryKey, message.user));
        if (before && before.id !== message.user.id) {
          // Another shopper now: the guest after a sign-out has no lines until the cart reloads.
          if (message.user.id === false) queryClient.setQueryData<Cart>(cartQueryKey, (cart) => (cart ? emptyCart(cart) : cart));
          hush(cartQueryKey);
          refreshLater(cartQueryKey, pagePrefix, userWidgetsQueryPrefix);
        } else if (before && before.favoriteCount !== message.user.favoriteCount) {
          refreshLater(userWidgetsQueryPrefix);
        }
      } else if (store.getState().ui.siteVersion !== message.siteVersion) {
        store.dispatch(siteVersionChanged(message.siteVersion));
        // What the server gives may differ by layout, as when this tab switches itself.
        hush(cartQueryKey, userQueryKey);
        refreshLater([]);
      }
    } finally {
      applying = false;
    }
  }

  const stopListening = channel.listen((value) => {
    const message = readMessage(value);
    if (message) apply(message);
  });

  const stopCache = queryClient.getQueryCache().subscribe((event) => {
    if (applying || event.type !== 'updated' || event.action.type !== 'success') return;
    const { queryKey, state } = event.query;
    const kind = sameKey(queryKey, cartQueryKey) ? 'cart' : sameKey(queryKey, userQueryKey) ? 'user' : null;
    if (kind === null || state.data === undefined) return;
    const answer = !event.action.manual && hushed(queryKey);
    const known = state.data === told.get(kind);
    told.set(kind, state.data);
    if (answer || known) return;
    tell(kind === 'cart' ? { kind, cart: state.data as Cart } : { kind, user: state.data as User });
  });

  let siteVersion = store.getState().ui.siteVersion;
  const stopStore = store.subscribe(() => {
    const now = store.getState().ui.siteVersion;
    if (now === siteVersion) return;
    siteVersion = now;
    if (!applying) tell({ kind: 'layout', siteVersion: now });
  });

  return () => {
    stopListening();
    stopCache();
    stopStore();
    clearTimeout(sendTimer);
    clearTimeout(refreshTimer);
  };
}

/** This tab in step with the others over the browser's own channel, for as long as the page lives. */
export function startTabsInStep(queryClient: QueryClient, store: AppStore): void {
  keepTabsInStep(queryClient, store, openTabChannel());
}
