import { describe, expect, it } from 'vitest';
import { cartFixture } from '@shop/mocks/fixtures/cart.ts';
import { enqueue, sendWaiting, withWaitingChanges, type QueueStore, type SendOutcome } from './cart-queue.ts';
import type { LineChange, WaitingChange } from './waiting-changes.ts';

const drill = { assortmentId: 101, colorId: null };
const saw = { assortmentId: 555, colorId: null };
let counter = 0;
const change = (line: typeof drill, made: LineChange, sent = false): WaitingChange => ({
  ...made,
  key: `key-${(counter += 1)}`,
  line,
  sent,
});
const add = (quantity: number, fresh = true): LineChange => ({ kind: 'add', quantity, fresh });
const set = (quantity: number): LineChange => ({ kind: 'set', quantity, multism: 1 });
const remove: LineChange = { kind: 'remove' };

const queueOf = (...changes: WaitingChange[]) => changes.reduce<WaitingChange[]>(enqueue, []);
const shapes = (changes: readonly WaitingChange[]) =>
  changes.map(({ key: _key, sent: _sent, ...rest }) => rest as LineChange & { line: typeof drill });

describe('waiting cart changes collapse to the shopper’s final intent', () => {
  it('makes add, +1, +1 of a line not in the cart one add of 3, under the first change’s key', () => {
    const first = change(saw, add(1));
    const changes = queueOf(first, change(saw, set(2)), change(saw, set(3)));
    expect(shapes(changes)).toEqual([{ kind: 'add', quantity: 3, fresh: true, line: saw }]);
    expect(changes[0]?.key).toBe(first.key);
  });

  it('leaves nothing of an add then a removal of a line not in the cart', () => {
    expect(queueOf(change(saw, add(1)), change(saw, set(2)), change(saw, remove))).toEqual([]);
  });

  it('adds two adds together and keeps a removal of a line that was in the cart', () => {
    expect(shapes(queueOf(change(drill, add(1, false)), change(drill, add(2, false))))).toEqual([
      { kind: 'add', quantity: 3, fresh: false, line: drill },
    ]);
    expect(shapes(queueOf(change(drill, add(1, false)), change(drill, remove)))).toEqual([{ kind: 'remove', line: drill }]);
  });

  it('turns an add to a line in the cart followed by a quantity into that quantity', () => {
    expect(shapes(queueOf(change(drill, add(1, false)), change(drill, set(5))))).toEqual([
      { kind: 'set', quantity: 5, multism: 1, line: drill },
    ]);
  });

  it('keeps the last quantity, and a removal after quantities', () => {
    expect(shapes(queueOf(change(drill, set(2)), change(drill, set(4))))).toEqual([{ kind: 'set', quantity: 4, multism: 1, line: drill }]);
    expect(shapes(queueOf(change(drill, set(2)), change(drill, add(1))))).toEqual([{ kind: 'set', quantity: 3, multism: 1, line: drill }]);
    expect(shapes(queueOf(change(drill, set(2)), change(drill, remove)))).toEqual([{ kind: 'remove', line: drill }]);
  });

  it('keeps changes to other lines apart and in order', () => {
    const changes = queueOf(change(drill, set(2)), change(saw, add(1)), change(drill, set(3)));
    expect(shapes(changes)).toEqual([
      { kind: 'set', quantity: 3, multism: 1, line: drill },
      { kind: 'add', quantity: 1, fresh: true, line: saw },
    ]);
  });

  it('never merges into a change already sent: the next one waits after it', () => {
    const sent = change(saw, add(1), true);
    const changes = queueOf(sent, change(saw, set(2)));
    expect(changes).toHaveLength(2);
    expect(changes[0]).toEqual(sent);
    expect(changes[1]).toMatchObject({ kind: 'set', quantity: 2, sent: false });
  });

  it('queues an add after a removal as its own change', () => {
    expect(shapes(queueOf(change(drill, remove), change(drill, add(1, false))))).toHaveLength(2);
  });
});

describe('the cart shown while changes wait', () => {
  const quantityOf = (cart: typeof cartFixture, id: number) =>
    cart.cartPageData.products.find((product) => product.assortment.id === id)?.quantity;

  it('shows waiting quantities, removals and adds over the shop’s cart, the count included', () => {
    const before = quantityOf(cartFixture, 101) ?? 0;
    const shown = withWaitingChanges(cartFixture, [change(drill, add(2, false)), change(saw, add(1))]);
    expect(quantityOf(shown, 101)).toBe(before + 2);
    expect(shown.countpos).toBe(cartFixture.countpos + 1);

    const removed = withWaitingChanges(cartFixture, [change(drill, remove)]);
    expect(quantityOf(removed, 101)).toBeUndefined();
    expect(removed.countpos).toBe(cartFixture.countpos - 1);
    expect(quantityOf(withWaitingChanges(cartFixture, [change(drill, set(7))]), 101)).toBe(7);
  });
});

describe('sending the waiting changes', () => {
  /** The page's storage: a closed page's list is what the next page reads. */
  function storage(initial: readonly WaitingChange[]) {
    let saved = JSON.stringify(initial);
    const store: QueueStore = {
      read: () => JSON.parse(saved) as WaitingChange[],
      write: (changes) => {
        saved = JSON.stringify(changes);
      },
    };
    return store;
  }

  /** The shop as the BFF is: a key it has answered is answered again without applying the change. */
  function shop() {
    const applied: string[] = [];
    const answered = new Set<string>();
    return {
      applied,
      answer(change: WaitingChange): SendOutcome {
        if (!answered.has(change.key)) applied.push(change.key);
        answered.add(change.key);
        return { kind: 'done' };
      },
    };
  }

  it('sends each change once, in order, and empties the list', async () => {
    const changes = [change(drill, set(2)), change(saw, add(1))];
    const store = storage(changes);
    const server = shop();
    const keysSent: string[] = [];
    const result = await sendWaiting(
      store,
      async (sent) => {
        keysSent.push(sent.key);
        return server.answer(sent);
      },
      () => undefined,
    );
    expect(result).toBe('sent');
    expect(keysSent).toEqual(changes.map((waiting) => waiting.key));
    expect(store.read()).toEqual([]);
  });

  it('applies a change once when its answer is lost and the page is closed before it comes', async () => {
    const changes = [change(drill, set(2)), change(saw, add(1))];
    const store = storage(changes);
    const server = shop();
    // The first page: the first change reaches the shop, its answer does not reach the page.
    const first = await sendWaiting(
      store,
      async (sent) => {
        server.answer(sent);
        return { kind: 'unreachable' };
      },
      () => undefined,
    );
    expect(first).toBe('unreachable');
    expect(store.read()[0]).toMatchObject({ key: changes[0]?.key, sent: true });
    // A change made after it is not merged into what the shop may have applied.
    store.write(enqueue(store.read(), change(drill, set(5))));
    expect(store.read()).toHaveLength(3);

    // The page opened again, online.
    const sentKeys: string[] = [];
    await sendWaiting(
      store,
      async (sent) => {
        sentKeys.push(sent.key);
        return server.answer(sent);
      },
      () => undefined,
    );
    expect(sentKeys[0]).toBe(changes[0]?.key);
    expect(server.applied).toHaveLength(3);
    expect(new Set(server.applied).size).toBe(3);
    expect(store.read()).toEqual([]);
  });

  it('passes a refused change on with the shop’s messages, takes it off and sends the rest', async () => {
    const soldOut = change(saw, add(1));
    const store = storage([soldOut, change(drill, set(2))]);
    const refusals: Array<[string, readonly { text: string }[]]> = [];
    const result = await sendWaiting(
      store,
      async (sent) => (sent.key === soldOut.key ? { kind: 'refused', messages: [{ text: 'Товара нет в наличии' }] } : { kind: 'done' }),
      (refused, messages) => refusals.push([refused.key, messages]),
    );
    expect(result).toBe('sent');
    expect(refusals).toEqual([[soldOut.key, [{ text: 'Товара нет в наличии' }]]]);
    expect(store.read()).toEqual([]);
  });
});
