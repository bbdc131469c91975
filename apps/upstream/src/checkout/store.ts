import type { Database } from '../db/database.ts';

/** Whose orders: a signed-in user's (and the guest orders of their session), or a guest session's. */
export interface OrderOwner {
  userId: number | null;
  sessionId: string;
}

export interface OrderRow {
  id: number;
  order_code: string;
  invoice_number: string;
  kind: 'one_click' | 'checkout';
  status: string;
  phone: string;
  goods_total: number;
  shipment_price: number;
  total: number;
  mass: number;
  delivery_type: number;
  payment_type: number | null;
  comment: string;
  session_id: string | null;
  user_id: number | null;
  created_at: string;
  modified_at: string;
  manager_id: number | null;
  address: string;
  address_id: number | null;
  city_id: number | null;
  point_id: number | null;
  delivery_date: string | null;
  delivery_express: number;
  delivery_to_door: number;
  delivery_to_door_elevator: number;
  delivery_to_door_floor: number;
  email: string;
  contact: string;
  person_type: number;
  inn: string;
  legal_name: string;
  send_fingerprint: string | null;
  invoice_token: string | null;
  pay_token: string | null;
  pay_return_origin: string | null;
  paid_at: string | null;
  hidden_at: string | null;
}

export interface OrderLineRow {
  assortment_id: number;
  name: string;
  price: number;
  quantity: number;
  subtotal: number;
  url: string;
  current_price: number;
  missing_item: number;
  unit: string;
}

/** What a checkout order keeps besides the columns the cart's one-click order writes. */
export interface CheckoutDetails {
  address: string;
  addressId: number | null;
  cityId: number | null;
  pointId: number | null;
  deliveryDate: string | null;
  deliveryExpress: boolean;
  deliveryToDoor: boolean;
  deliveryToDoorElevator: boolean;
  deliveryToDoorFloor: number;
  email: string;
  contact: string;
  personType: number;
  inn: string;
  legalName: string;
  sendFingerprint: string;
  invoiceToken: string;
  status: string;
}

export interface ShopRequisites {
  name: string;
  inn: string;
  kpp: string;
  ogrn: string;
  address: string;
  bank: string;
  bik: string;
  account: string;
  corr_account: string;
  director: string;
}

/** A user sees their orders and the guest orders of their session; a guest only the latter. */
const OWNED = `((@userId IS NOT NULL AND o.user_id = @userId) OR (o.user_id IS NULL AND o.session_id = @sessionId))`;
const owner = (who: OrderOwner) => ({ userId: who.userId, sessionId: who.sessionId });

/** The idempotency keys of a user follow them across sessions; a guest's stay with the session. */
export const ownerKey = (who: OrderOwner) => (who.userId !== null ? `u${who.userId}` : `s${who.sessionId}`);

export function createCheckoutRepo(db: Database) {
  const draft = db.prepare<[string], { data: string }>('SELECT data FROM ordering_drafts WHERE session_id = ?');
  const saveDraft = db.prepare<[string, string, string]>(
    `INSERT INTO ordering_drafts (session_id, data, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (session_id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
  );
  const setCheckout = db.prepare(`
    UPDATE orders SET status = @status, address = @address, address_id = @addressId, city_id = @cityId,
      point_id = @pointId, delivery_date = @deliveryDate, delivery_express = @deliveryExpress,
      delivery_to_door = @deliveryToDoor, delivery_to_door_elevator = @deliveryToDoorElevator,
      delivery_to_door_floor = @deliveryToDoorFloor, email = @email, contact = @contact, person_type = @personType,
      inn = @inn, legal_name = @legalName, send_fingerprint = @sendFingerprint, invoice_token = @invoiceToken
    WHERE id = @id`);
  const byId = db.prepare<[number], OrderRow>('SELECT * FROM orders WHERE id = ?');
  const byCode = db.prepare<[string], OrderRow>('SELECT * FROM orders o WHERE o.order_code = ?');
  const ownedByCode = db.prepare<{ code: string } & OrderOwner, OrderRow>(`SELECT * FROM orders o WHERE o.order_code = @code AND ${OWNED}`);
  const ownedByInvoice = db.prepare<{ invoiceNumber: string } & OrderOwner, OrderRow>(
    `SELECT * FROM orders o WHERE o.invoice_number = @invoiceNumber AND ${OWNED}`,
  );
  const ownedById = db.prepare<{ id: number } & OrderOwner, OrderRow>(
    `SELECT * FROM orders o WHERE o.id = @id AND o.hidden_at IS NULL AND ${OWNED}`,
  );
  const byPayToken = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE pay_token = ?');
  const latest = db.prepare<OrderOwner & { kind: string | null }, OrderRow>(
    `SELECT * FROM orders o WHERE ${OWNED} AND (@kind IS NULL OR o.kind = @kind) ORDER BY o.id DESC LIMIT 1`,
  );
  const history = db.prepare<OrderOwner, OrderRow>(`SELECT * FROM orders o WHERE o.hidden_at IS NULL AND ${OWNED} ORDER BY o.id DESC`);
  const lines = db.prepare<[number], OrderLineRow>(`
    SELECT l.assortment_id, l.name, l.price, l.quantity, l.subtotal, a.url, a.price AS current_price,
      a.missing_item, m.unit
    FROM order_lines l
    JOIN assortments a ON a.id = l.assortment_id
    JOIN multisms m ON m.id = l.multism_id
    WHERE l.order_id = ? ORDER BY l.id`);
  const hide = db.prepare<[string, number]>('UPDATE orders SET hidden_at = ? WHERE id = ?');
  const setComment = db.prepare<[string, string, number]>('UPDATE orders SET comment = ?, modified_at = ? WHERE id = ?');
  const setPayToken = db.prepare<[string, string | null, number]>(
    'UPDATE orders SET pay_token = ?, pay_return_origin = ifnull(?, pay_return_origin) WHERE id = ?',
  );
  const markPaid = db.prepare<{ now: string; id: number }>(
    "UPDATE orders SET paid_at = @now, status = 'paid', modified_at = @now WHERE id = @id AND paid_at IS NULL",
  );
  const keyOrder = db.prepare<[string, string, string], { order_id: number }>(
    'SELECT order_id FROM order_idempotency_keys WHERE owner = ? AND key = ? AND created_at >= ?',
  );
  const saveKey = db.prepare<[string, string, number, string]>(
    `INSERT INTO order_idempotency_keys (owner, key, order_id, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (owner, key) DO UPDATE SET order_id = excluded.order_id, created_at = excluded.created_at`,
  );
  const dropStaleKeys = db.prepare<[string]>('DELETE FROM order_idempotency_keys WHERE created_at < ?');
  const requisites = db.prepare<[], ShopRequisites>(
    'SELECT name, inn, kpp, ogrn, address, bank, bik, account, corr_account, director FROM shop_requisites WHERE id = 1',
  );

  return {
    draft: (sessionId: string) => draft.get(sessionId)?.data,
    saveDraft: (sessionId: string, data: string) => void saveDraft.run(sessionId, data, new Date().toISOString()),

    /** Adds the checkout's columns to an order the order repository just created. */
    completeCheckout(id: number, details: CheckoutDetails) {
      setCheckout.run({
        ...details,
        id,
        deliveryExpress: details.deliveryExpress ? 1 : 0,
        deliveryToDoor: details.deliveryToDoor ? 1 : 0,
        deliveryToDoorElevator: details.deliveryToDoorElevator ? 1 : 0,
      });
    },
    byId: (id: number) => byId.get(id),
    byCode: (code: string) => byCode.get(code),
    ownedByCode: (who: OrderOwner, code: string) => ownedByCode.get({ ...owner(who), code }),
    ownedByInvoice: (who: OrderOwner, invoiceNumber: string) => ownedByInvoice.get({ ...owner(who), invoiceNumber }),
    /** An order of the shopper's history (not removed from it). */
    inHistory: (who: OrderOwner, id: number) => ownedById.get({ ...owner(who), id }),
    byPayToken: (token: string) => byPayToken.get(token),
    latest: (who: OrderOwner, kind: OrderRow['kind'] | null = null) => latest.get({ ...owner(who), kind }),
    history: (who: OrderOwner) => history.all(owner(who)),
    lines: (orderId: number) => lines.all(orderId),
    hide: (id: number) => void hide.run(new Date().toISOString(), id),
    setComment: (id: number, comment: string) => void setComment.run(comment, new Date().toISOString(), id),
    setPayToken: (id: number, token: string, returnOrigin: string | null) => void setPayToken.run(token, returnOrigin, id),
    /** True when this call paid it; false when it was paid already. */
    markPaid: (id: number) => markPaid.run({ now: new Date().toISOString(), id }).changes === 1,
    orderOfKey: (key: string, ownerOfKey: string, since: Date) => keyOrder.get(ownerOfKey, key, since.toISOString())?.order_id,
    saveKey(key: string, ownerOfKey: string, orderId: number, now: Date, forgetBefore: Date) {
      dropStaleKeys.run(forgetBefore.toISOString());
      saveKey.run(ownerOfKey, key, orderId, now.toISOString());
    },
    requisites: () => requisites.get(),
  };
}
