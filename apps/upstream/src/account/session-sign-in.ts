import { QUANTITY_MAX } from '@shop/contracts/browser/cart.ts';
import { roundQuantity } from '../cart/quantity.ts';
import type { SessionRow } from '../db/sessions.ts';
import type { Store } from '../db/store.ts';

/** What every sign-in method shares: the store, the clock, and the session signed in as the user. */
export interface SignInContext {
  store: Store;
  now: () => Date;
  /** The session signed in as the user, what the guest had joining the user's. Call inside a write transaction. */
  signIn(session: SessionRow, userId: number): SessionRow;
}

/** Whether a code or a sign-in state stored with this expiry is still good: one whose time cannot be read never is. */
export const isLive = (expiresAt: string, now: Date) => Date.parse(expiresAt) > now.getTime();

/**
 * Who a session belongs to. Signing in happens on the shopper's session in place: it gets the user,
 * and what the guest had (cart lines, addresses, preferences) joins the user's.
 */
export function createSessionSignIn(store: Store) {
  const { db, account, cart } = store;

  /** The guest's cart lines join the user's (same lines add up, capped at 9999), then addresses and preferences. */
  function mergeGuestInto(sessionId: string, userId: number): void {
    const guest = { userId: null, sessionId };
    const user = { userId, sessionId: null };
    for (const line of cart.lines(guest)) {
      const existing = cart.find(user, line.assortment_id, line.color_id);
      if (existing) {
        cart.update(existing.id, Math.min(QUANTITY_MAX, roundQuantity(existing.quantity + line.quantity)), existing.multism_id);
      } else {
        cart.insert(user, {
          assortmentId: line.assortment_id,
          colorId: line.color_id,
          quantity: line.quantity,
          multismId: line.multism_id,
        });
      }
      cart.remove(line.line_id);
    }
    account.moveGuestAddresses(sessionId, userId);
    account.moveGuestPrefs(sessionId, userId);
  }

  return {
    signIn(session: SessionRow, userId: number): SessionRow {
      if (session.user_id === null) mergeGuestInto(session.id, userId);
      account.setSessionUser(session.id, userId);
      return { ...session, user_id: userId };
    },

    /** The session becomes a guest with an empty cart; the user's city stays chosen. */
    logout(session: SessionRow): SessionRow {
      return db
        .transaction((): SessionRow => {
          if (session.user_id !== null) {
            const cityId = account.prefsOf({ userId: session.user_id, sessionId: null }).get('cityId');
            if (cityId !== undefined) account.setPref({ userId: null, sessionId: session.id }, 'cityId', cityId);
          }
          cart.clear({ userId: null, sessionId: session.id });
          account.setSessionUser(session.id, null);
          return { ...session, user_id: null };
        })
        .immediate();
    },
  };
}
