import type { Multism } from '@shop/contracts/cart.ts';
import type { AssortmentRow } from '../catalogue/store.ts';
import type { Database } from '../db/database.ts';

/** Whose cart: a signed-in user's, or a guest session's. */
export type CartOwner = { userId: number; sessionId: null } | { userId: null; sessionId: string };

/** A cart line joined with its assortment's columns and its unit. */
export type CartLineRow = Pick<
  AssortmentRow,
  | 'product_id'
  | 'url'
  | 'name'
  | 'price'
  | 'old_price'
  | 'discount_percent'
  | 'assval1'
  | 'assval3'
  | 'missing_item'
  | 'express'
  | 'delivery_days'
  | 'main_price_free_shipping'
  | 'mass'
> &
  Pick<Multism, 'mult' | 'coef' | 'fname' | 'unit'> & {
    line_id: number;
    assortment_id: number;
    color_id: number | null;
    quantity: number;
    multism_id: number;
    color_code: string | null;
  };

const OWNER = "ifnull(l.user_id, 0) = @userKey AND ifnull(l.session_id, '') = @sessionKey";
const ownerKeys = (owner: CartOwner) => ({ userKey: owner.userId ?? 0, sessionKey: owner.sessionId ?? '' });

export function createCartRepo(db: Database) {
  const lines = db.prepare(`
    SELECT l.id AS line_id, l.assortment_id, l.color_id, l.quantity, l.multism_id,
      m.mult, m.coef, m.fname, m.unit,
      a.product_id, a.url, a.name, a.price, a.old_price, a.discount_percent, a.assval1, a.assval3,
      a.missing_item, a.express, a.delivery_days, a.main_price_free_shipping, a.mass,
      c.code AS color_code
    FROM cart_lines l
    JOIN assortments a ON a.id = l.assortment_id
    JOIN multisms m ON m.id = l.multism_id
    LEFT JOIN colors c ON c.id = l.color_id
    WHERE ${OWNER}
    ORDER BY l.id`);
  const find = db.prepare(`
    SELECT l.id, l.quantity, l.multism_id FROM cart_lines l
    WHERE ${OWNER} AND l.assortment_id = @assortmentId AND ifnull(l.color_id, 0) = @colorKey`);
  const insert = db.prepare(`
    INSERT INTO cart_lines (session_id, user_id, assortment_id, color_id, quantity, multism_id, created_at, updated_at)
    VALUES (@sessionId, @userId, @assortmentId, @colorId, @quantity, @multismId, @now, @now)`);
  const update = db.prepare('UPDATE cart_lines SET quantity = @quantity, multism_id = @multismId, updated_at = @now WHERE id = @id');
  const remove = db.prepare('DELETE FROM cart_lines WHERE id = ?');
  const clear = db.prepare(`DELETE FROM cart_lines AS l WHERE ${OWNER}`);
  const quantities = db.prepare<{ userKey: number; sessionKey: string; ids: string }, { assortment_id: number; quantity: number }>(
    `SELECT assortment_id, sum(quantity) AS quantity FROM cart_lines AS l
     WHERE ${OWNER} AND assortment_id IN (SELECT value FROM json_each(@ids))
     GROUP BY assortment_id`,
  );

  return {
    lines: (owner: CartOwner) => lines.all(ownerKeys(owner)) as CartLineRow[],
    find: (owner: CartOwner, assortmentId: number, colorId: number | null) =>
      find.get({ ...ownerKeys(owner), assortmentId, colorKey: colorId ?? 0 }) as
        | { id: number; quantity: number; multism_id: number }
        | undefined,
    insert(owner: CartOwner, line: { assortmentId: number; colorId: number | null; quantity: number; multismId: number }) {
      insert.run({ ...owner, ...line, now: new Date().toISOString() });
    },
    update(id: number, quantity: number, multismId: number) {
      update.run({ id, quantity, multismId, now: new Date().toISOString() });
    },
    remove: (id: number) => void remove.run(id),
    clear: (owner: CartOwner) => clear.run(ownerKeys(owner)).changes,
    /** How much of each of these goods the cart holds, all colours together; goods not in it are left out. */
    quantitiesOf(owner: CartOwner, assortmentIds: readonly number[]): Map<number, number> {
      const rows = quantities.all({ ...ownerKeys(owner), ids: JSON.stringify(assortmentIds) });
      return new Map(rows.map((row) => [row.assortment_id, row.quantity]));
    },
  };
}
