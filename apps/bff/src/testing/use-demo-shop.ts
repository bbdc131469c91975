import { afterAll, beforeAll } from 'vitest';
import { browserSession, startDemoShop, type DemoShop } from './demo-shop.ts';

export type DemoShopUnderTest = {
  /** The BFF and the demo upstream it talks to. */
  readonly shop: DemoShop;
  /** One browser's session through the BFF. */
  readonly shopper: ReturnType<typeof browserSession>;
};

/**
 * The BFF against the real demo shop for the tests of a file: started before them, closed after.
 * Read `shop` and `shopper` inside the tests (they exist once beforeAll has run).
 */
export function useDemoShop(): DemoShopUnderTest {
  let started: { shop: DemoShop; shopper: ReturnType<typeof browserSession> } | undefined;
  beforeAll(async () => {
    const shop = await startDemoShop();
    started = { shop, shopper: browserSession(shop.app) };
  }, 60_000);
  afterAll(async () => {
    await started?.shop.close();
  });
  const current = () => {
    if (!started) throw new Error('The demo shop is started before the tests of the file');
    return started;
  };
  return {
    get shop() {
      return current().shop;
    },
    get shopper() {
      return current().shopper;
    },
  };
}
