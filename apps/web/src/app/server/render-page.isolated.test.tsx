import { describe, expect, it } from 'vitest';
import type { Cart } from '@shop/contracts/cart.ts';
import type { ProductCard } from '@shop/contracts/catalogue.ts';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import type { PageData } from '@shop/contracts/page.ts';
import type { ProductPage } from '@shop/contracts/product.ts';
import { buyerUserFixture } from '@shop/mocks/fixtures/account.ts';
import { cartFixture, emptyCartFixture } from '@shop/mocks/fixtures/cart.ts';
import { mainPage, pages } from '@shop/mocks/fixtures/page.ts';
import { productPageData, varieties } from '@shop/mocks/fixtures/product.ts';
import type { Boot } from '../boot.ts';
import { renderPage } from './render-page.tsx';

// Whether the browser hydrates this HTML without rendering it again is a browser's question:
// e2e/src/server-rendered.e2e.ts asks it in Chromium (one process here would share React's state).

const drill = varieties[0]!;
const drillPath = `/${drill.url}/`;
const renderOnServer = (
  path: string,
  page: PageData | null,
  siteVersion: SiteVersion,
  messages: Boot['messages'] = [],
  shopper: Pick<Boot, 'user' | 'cart'> = {},
) => {
  const container = document.createElement('div');
  return renderPage({ path, page, siteVersion, origin: 'http://localhost:3000', messages, ...shopper }, AbortSignal.timeout(10_000)).then(
    (html) => {
      if (html === null) return null;
      container.innerHTML = html;
      return container;
    },
  );
};

describe('a page rendered on the server', () => {
  it.each(['mobile', 'desktop'] as const)('main (%s): the layout of its version and the server widgets', async (siteVersion) => {
    const page = renderOnServer('/', mainPage(siteVersion), siteVersion);
    const html = (await page)!;
    expect(html.querySelector('[data-screen="main"]')).not.toBeNull();
    expect(html.querySelectorAll('[data-widget]').length).toBeGreaterThan(0);
    // The mobile layout has its bottom bar, the desktop one its header navigation.
    expect(html.querySelector('nav[aria-label="Главная"]')?.textContent).toContain(siteVersion === 'mobile' ? 'Каталог' : 'Заказы');
  });

  it.each(['mobile', 'desktop'] as const)(
    'category (%s): the heading and the first rows of products, though the list is virtualised',
    async (siteVersion) => {
      const html = (await renderOnServer('/instrumenty/', pages['/instrumenty/']!, siteVersion))!;
      expect(html.querySelector('h1')?.textContent).toBe('Инструменты');
      expect(html.querySelectorAll('[role="list"][aria-label="Товары"] a[href]').length).toBeGreaterThan(3);
      expect(html.querySelector('[role="list"][aria-label="Товары"] img')?.getAttribute('src')).toMatch(/^\/api\/img\//);
    },
  );

  it.each(['mobile', 'desktop'] as const)('product (%s): its name, price and picture', async (siteVersion) => {
    const html = (await renderOnServer(drillPath, productPageData(drill), siteVersion))!;
    expect(html.querySelector('h1')?.textContent).toContain(drill.name);
    expect(html.textContent).toContain('₽');
    expect(html.querySelector('img[fetchpriority="high"]')).not.toBeNull();
  });

  it('shows the page reply messages from the first paint', async () => {
    const html = (await renderOnServer('/', mainPage('desktop'), 'desktop', [{ kind: 'info', text: 'Магазин открыт до 22:00' }]))!;
    expect(html.textContent).toContain('Магазин открыт до 22:00');
  });

  it('renders no page for an address that is not the page route', async () => {
    expect(await renderOnServer('/instrumenty', mainPage(), 'desktop')).toBeNull();
  });

  it('renders no page for an address no route matches (a line break in it): the app reads it again', async () => {
    expect(await renderOnServer('/search/a%E2%80%A8b/', mainPage(), 'desktop')).toBeNull();
  });

  it("renders no cart without the shopper's cart, and no page route without page data", async () => {
    expect(await renderOnServer('/cart/', null, 'desktop')).toBeNull();
    expect(await renderOnServer('/instrumenty/', null, 'desktop', [], { cart: cartFixture })).toBeNull();
  });
});

/** The category's first card, and a cart that holds `quantity` of it. */
const tools = pages['/instrumenty/']!;
const firstCard = () => {
  const card = (tools.sections as { products: ProductCard[] }).products.find(
    (entry) => !entry.outOrder && entry.assortment_variety_counter <= 1,
  );
  if (!card) throw new Error('the category fixture has no card to add');
  return card;
};
const cartWith = (card: ProductCard, quantity: number): Cart => {
  const [line] = cartFixture.cartPageData.products;
  const products = [{ ...line!, assortment: { ...line!.assortment, id: card.assortmentId }, name: card.name, quantity, color: null }];
  return {
    ...cartFixture,
    countpos: 1,
    positionsIds: [String(card.assortmentId)],
    cartPageData: { ...cartFixture.cartPageData, products },
  };
};

describe("a page rendered with the shopper's session", () => {
  it.each(['mobile', 'desktop'] as const)(
    "(%s) has the shopper in the header and the cart count, as the app's first render reads them",
    async (siteVersion) => {
      const cart = cartWith(firstCard(), 3);
      const guest = (await renderOnServer('/', mainPage(siteVersion), siteVersion))!;
      const html = (await renderOnServer('/', mainPage(siteVersion), siteVersion, [], { user: buyerUserFixture, cart }))!;
      expect(guest.querySelector('[data-testid="user-name"]')?.textContent).toBe('Гость');
      expect(html.querySelector('[data-testid="user-name"]')?.textContent).toBe(buyerUserFixture.username);
      expect(guest.querySelector('[data-testid="cart-count"]')).toBeNull();
      expect(html.querySelector('[data-testid="cart-count"]')?.textContent).toBe('1');
      expect(html.querySelector('[data-testid="favorite-count"]')?.textContent).toBe(String(buyerUserFixture.favoriteCount));
      // The shopper's city is known only with the shopper.
      expect(guest.querySelector(`[aria-label*="${buyerUserFixture.cityData.cityName}"]`)).toBeNull();
      expect(html.querySelector(`[aria-label*="${buyerUserFixture.cityData.cityName}"]`)).not.toBeNull();
    },
  );

  it("shows the cart's quantity on the card of a product in the cart", async () => {
    const card = firstCard();
    const html = (await renderOnServer('/instrumenty/', tools, 'desktop', [], { user: buyerUserFixture, cart: cartWith(card, 3) }))!;
    const quantity = html.querySelector<HTMLInputElement>(`input[aria-label="Количество: ${card.name}"]`);
    expect(quantity?.getAttribute('value')).toBe('3');
  });

  it("gives a moderator the moderator's controls of the reviews the page data made for them", async () => {
    const item = varieties.find((variety) => (productPageData(variety).sections as ProductPage).reviews.comments.length > 0);
    if (!item) throw new Error('no product fixture with reviews');
    const page = productPageData(item);
    if (page.route !== 'assortment') throw new Error('not a product page');
    // The page data as the upstream makes it for a moderator: their id, and the reviews in moderator mode.
    const user = { id: buyerUserFixture.id, username: buyerUserFixture.username, favoriteCount: 0 };
    const moderated: PageData = {
      ...page,
      user,
      sections: { ...page.sections, reviews: { ...page.sections.reviews, moderatorMode: true } },
    };
    const path = `/${item.url}/`;
    const withShopper = (await renderOnServer(path, moderated, 'desktop', [], { user: buyerUserFixture, cart: emptyCartFixture }))!;
    const reviews = withShopper.querySelector('#reviews')!;
    expect([...reviews.querySelectorAll('button')].filter((button) => button.textContent === 'Изменить')).toHaveLength(
      reviews.querySelectorAll('li').length,
    );
    // Without the shopper the page is a guest's: no controls that only the signed-in see.
    const withoutShopper = (await renderOnServer(path, moderated, 'desktop'))!;
    expect([...withoutShopper.querySelectorAll('#reviews button')].filter((button) => button.textContent === 'Изменить')).toHaveLength(0);
  });
});

describe('the cart rendered on the server', () => {
  it.each(['mobile', 'desktop'] as const)(
    '(%s) renders every line of the cart and checkout as a link to the checkout panel',
    async (siteVersion) => {
      const html = (await renderOnServer('/cart/', null, siteVersion, [], { user: buyerUserFixture, cart: cartFixture }))!;
      expect(html.querySelector('h1')?.textContent).toBe('Корзина');
      expect(html.querySelectorAll('[data-testid="cart-line"]')).toHaveLength(cartFixture.cartPageData.products.length);
      for (const product of cartFixture.cartPageData.products) expect(html.textContent).toContain(product.name);
      const checkout = [...html.querySelectorAll('a')].find((link) => link.textContent?.startsWith('Оформить заказ'));
      expect(checkout?.getAttribute('href')).toBe('/cart/?openPanel=1');
      expect(html.querySelector('[data-testid="cart-count"]')?.textContent).toBe(String(cartFixture.countpos));
    },
  );

  it('renders an empty cart as the empty state', async () => {
    const html = (await renderOnServer('/cart/', null, 'desktop', [], { cart: emptyCartFixture }))!;
    expect(html.querySelector('h1')?.textContent).toBe('Корзина пуста');
    expect(html.querySelectorAll('[data-testid="cart-line"]')).toHaveLength(0);
  });

  it('renders the cart with the panel closed when the address asks to open it: the app opens it', async () => {
    const html = (await renderOnServer('/cart/?openPanel=1', null, 'desktop', [], { cart: cartFixture }))!;
    expect(html.querySelectorAll('[data-testid="cart-line"]')).toHaveLength(cartFixture.cartPageData.products.length);
    expect(html.querySelector('[role="dialog"]')).toBeNull();
  });
});
