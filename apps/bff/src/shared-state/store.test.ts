import { describe, expect, it } from 'vitest';
import { memoryStore } from './store.ts';

describe('the in-process store', () => {
  it('lets the oldest values go once their total length passes its budget', async () => {
    const store = memoryStore({ maxChars: 10 });
    await store.set('a', '1234', 60_000);
    await store.set('b', '1234', 60_000);
    await store.set('c', '1234', 60_000);
    expect([await store.get('a'), await store.get('b'), await store.get('c')]).toEqual([undefined, '1234', '1234']);
    // A replaced value counts once, at its new length.
    await store.set('b', '12', 60_000);
    await store.set('d', '1234', 60_000);
    expect([await store.get('b'), await store.get('c'), await store.get('d')]).toEqual(['12', '1234', '1234']);
  });

  it('keeps no value longer than the whole budget', async () => {
    const store = memoryStore({ maxChars: 3 });
    await store.set('small', 'ab', 60_000);
    await store.set('large', 'abcd', 60_000);
    expect([await store.get('small'), await store.get('large')]).toEqual(['ab', undefined]);
  });
});
