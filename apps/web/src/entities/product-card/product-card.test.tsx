import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProductCard } from '@shop/contracts/catalogue.ts';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import { mockCards } from '@shop/mocks/fixtures/listings.ts';
import { initialUiState } from '@/lib/ui-slice.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ProductCardItem } from './product-card.tsx';
import { ProductCardMobile, ProductPromo, ProductRow, ProductTile } from './product-card-views.tsx';

const drill: ProductCard = {
  ...mockCards[1]!,
  name: 'Дрель ударная Искра М-101',
  url: '/drel-udarnaya-iskra/',
  price: 4590,
  assVal1: '',
  assVal2: null,
  assVal3: '0',
  multi_assort: null,
  assortment_variety_counter: 1,
  assortment_variety_counter_text: '',
  active_comment_count: 1,
  votes: { vote: 4.25, total: 3 },
  delivery: 'Доставка завтра',
  express: false,
  outOrder: false,
};

function renderCard(ui: ReactElement, siteVersion: SiteVersion = 'desktop', saveData = false) {
  return renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>, { siteVersion, preloadedState: { ui: { ...initialUiState, saveData } } });
}

const priceOf = () => screen.getByTestId('card-price');

describe('product card', () => {
  it('asks a shopper saving data for the smallest picture that fills its box, and others for the picture as given', () => {
    const pictured = { ...drill, images: { ...drill.images, productthumb: '/img/p/17.png', productMiddleSize: '/img/p/17.png' } };
    const src = (container: HTMLElement) => container.querySelector('img')?.getAttribute('src');
    expect(src(renderCard(<ProductCardMobile card={pictured} index={0} />, 'mobile', true).container)).toBe('/api/img/p/17-1-200.png');
    expect(src(renderCard(<ProductRow card={pictured} index={0} />, 'desktop', true).container)).toBe('/api/img/p/17-1-200.png');
    expect(src(renderCard(<ProductCardMobile card={pictured} index={0} />, 'mobile').container)).toBe('/api/img/p/17.png');
  });

  it('links the name to /{url}/ and shows the price with its unit, delivery and rating', async () => {
    renderCard(<ProductTile card={drill} index={0} />);
    expect(screen.getByRole('link', { name: drill.name })).toHaveAttribute('href', '/drel-udarnaya-iskra/');
    expect(priceOf()).toHaveTextContent('4 590 ₽');
    expect(priceOf()).toHaveTextContent('за шт');
    expect(screen.getByText('Доставка завтра')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Рейтинг 4,3 из 5' })).toBeInTheDocument();
    expect(screen.getByText('4,3')).toBeInTheDocument();
    expect(screen.getByText('1 отзыв')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'В корзину' })).toBeEnabled();
  });

  it('says the review count with the Russian plural of отзыв', () => {
    const { rerender } = renderCard(<ProductTile card={{ ...drill, active_comment_count: 3 }} index={0} />);
    expect(screen.getByText('3 отзыва')).toBeInTheDocument();
    for (const [count, text] of [
      [11, '11 отзывов'],
      [21, '21 отзыв'],
      [0, '0 отзывов'],
    ] as const) {
      rerender(
        <MemoryRouter>
          <ProductTile card={{ ...drill, active_comment_count: count }} index={0} />
        </MemoryRouter>,
      );
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('shows "По телефону" with no rouble sign and no unit for a price of 0', () => {
    renderCard(<ProductTile card={{ ...drill, price: 0, assVal1: 'sale', assVal2: 1200, assVal3: '10' }} index={0} />);
    expect(priceOf()).toHaveTextContent('По телефону');
    expect(priceOf().textContent).not.toContain('₽');
    expect(priceOf().textContent).not.toContain('за шт');
    expect(priceOf().querySelector('s')).toBeNull();
  });

  it('shows the old price struck through and the sale badge only with a discount', () => {
    const { rerender, container } = renderCard(
      <ProductTile card={{ ...drill, assVal1: 'sale', assVal2: 5530, assVal3: '17' }} index={0} />,
    );
    // Read out with what it is; the badge's '−17%' as 'Скидка 17%'. In text, not in an aria-label,
    // which HTML does not allow on a span or an s of no role of their own.
    expect(priceOf().querySelector('s')?.textContent).toBe('Цена без скидки: 5 530 ₽');
    expect(screen.getByText('−17%')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Скидка 17%')).toHaveClass('visually-hidden');
    expect(container.querySelectorAll('span[aria-label]:not([role]), s[aria-label]:not([role])')).toHaveLength(0);

    rerender(
      <MemoryRouter>
        <ProductTile card={{ ...drill, assVal1: '', assVal2: 5530, assVal3: '0' }} index={0} />
      </MemoryRouter>,
    );
    expect(priceOf().querySelector('s')).toBeNull();
    expect(screen.queryByText(/−\d+%/)).toBeNull();
  });

  it('marks a novelty', () => {
    renderCard(<ProductTile card={{ ...drill, assVal1: 'new' }} index={0} />);
    expect(screen.getByText('Новинка')).toBeInTheDocument();
  });

  it('shows min and max of several matching variants, each with its old price, and the variant count', () => {
    const card: ProductCard = {
      ...drill,
      assVal1: 'sale',
      assVal3: '15',
      assVal2: 5400,
      multi_assort: { price1_min: 4590, price1_max: 6420, price1_min_old: 5400, price1_max_old: null },
      assortment_variety_counter: 3,
      assortment_variety_counter_text: '3 варианта',
    };
    renderCard(<ProductTile card={card} index={0} />);
    expect(priceOf()).toHaveTextContent('4 590 ₽');
    expect(priceOf()).toHaveTextContent('–');
    expect(priceOf()).toHaveTextContent('6 420 ₽');
    const old = priceOf().querySelectorAll('s');
    expect(old).toHaveLength(1);
    expect(old[0]).toHaveTextContent('5 400 ₽');
    expect(screen.getByText('3 варианта')).toBeInTheDocument();
  });

  it('shows both old prices of a range when both varieties are discounted, and none below the current', () => {
    const both = { price1_min: 4590, price1_max: 6420, price1_min_old: 5400, price1_max_old: 7000 };
    const { rerender } = renderCard(<ProductTile card={{ ...drill, assVal1: 'sale', assVal3: '15', multi_assort: both }} index={0} />);
    const olds = () => [...priceOf().querySelectorAll('s')].map((element) => element.textContent);
    expect(olds()).toEqual(['Цена без скидки: 5 400 ₽', 'Цена без скидки: 7 000 ₽']);
    rerender(
      <MemoryRouter>
        <ProductTile card={{ ...drill, assVal1: 'sale', assVal3: '15', multi_assort: { ...both, price1_max_old: 6000 } }} index={0} />
      </MemoryRouter>,
    );
    expect(olds()).toEqual(['Цена без скидки: 5 400 ₽']);
  });

  it('labels an express card "Экспресс, 4 часа"', () => {
    const { rerender } = renderCard(<ProductTile card={{ ...drill, express: true }} index={0} />);
    expect(screen.getByText('Экспресс, 4 часа')).toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <ProductTile card={drill} index={0} />
      </MemoryRouter>,
    );
    expect(screen.queryByText('Экспресс, 4 часа')).toBeNull();
  });

  it('shows "Нет в наличии" and a disabled "Товара нет" for goods out of stock', async () => {
    renderCard(<ProductTile card={{ ...drill, outOrder: true, delivery: '', express: false }} index={0} />);
    expect(screen.getByText('Нет в наличии')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Товара нет' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'Товара нет наличии');
  });

  it.each([
    ['desktop tile', <ProductTile card={{ ...drill, outOrder: true, delivery: '' }} index={0} />, 'desktop'],
    ['desktop row', <ProductRow card={{ ...drill, outOrder: true, delivery: '' }} index={0} />, 'desktop'],
    ['mobile card', <ProductCardMobile card={{ ...drill, outOrder: true, delivery: '' }} index={0} />, 'mobile'],
  ] as const)('offers "Подобрать аналог" beside "Нет в наличии" on a %s, as a cart line does', (_name, card, siteVersion) => {
    renderCard(card, siteVersion);
    expect(screen.getByText('Нет в наличии')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Подобрать аналог' })).toHaveAttribute('href', '/drel-udarnaya-iskra/analogs/');
  });

  it('offers no analogs for goods in stock', () => {
    renderCard(<ProductTile card={drill} index={0} />);
    expect(screen.queryByRole('link', { name: 'Подобрать аналог' })).toBeNull();
  });

  it('shows a favourite toggle that says whether the product is in the favourites', async () => {
    const { rerender } = renderCard(<ProductTile card={{ ...drill, favoritesHas: 1 }} index={0} />);
    // The toggle is a progressively hydrated part: it comes with its chunk.
    expect(await screen.findByRole('button', { name: 'В избранном' })).toHaveAttribute('aria-pressed', 'true');
    rerender(
      <MemoryRouter>
        <ProductTile card={{ ...drill, favoritesHas: 0 }} index={0} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'В избранное' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the short characteristics in the desktop list row', () => {
    renderCard(<ProductRow card={drill} index={0} />);
    const card = screen.getByTestId('product-card');
    for (const info of drill.prodInfo) {
      expect(within(card).getByText(info.infoKey)).toBeInTheDocument();
      expect(within(card).getByText(info.infoValue)).toBeInTheDocument();
    }
  });
});

describe('card pictures', () => {
  const imageOf = (container: HTMLElement) => {
    const image = container.querySelector('img');
    if (!image) throw new Error('card has no picture');
    return image;
  };

  it('come through the BFF and load lazily from the 13th desktop card, the first with high priority and with its frame', () => {
    const first = renderCard(<ProductTile card={drill} index={0} />);
    expect(imageOf(first.container)).toHaveAttribute('src', `/api/${drill.images.productMiddleSize.replace(/^\//, '')}`);
    expect(imageOf(first.container)).toHaveAttribute('loading', 'eager');
    expect(imageOf(first.container)).toHaveAttribute('fetchpriority', 'high');
    expect(imageOf(first.container)).toHaveAttribute('decoding', 'sync');
    first.unmount();

    const twelfth = renderCard(<ProductRow card={drill} index={11} />);
    expect(imageOf(twelfth.container)).toHaveAttribute('loading', 'eager');
    expect(imageOf(twelfth.container)).not.toHaveAttribute('fetchpriority', 'high');
    twelfth.unmount();

    const thirteenth = renderCard(<ProductTile card={drill} index={12} />);
    expect(imageOf(thirteenth.container)).toHaveAttribute('loading', 'lazy');
    expect(imageOf(thirteenth.container)).toHaveAttribute('decoding', 'async');
  });

  it('load lazily from the 4th mobile card', () => {
    const third = renderCard(<ProductCardMobile card={drill} index={2} />, 'mobile');
    expect(imageOf(third.container)).toHaveAttribute('loading', 'eager');
    third.unmount();
    const fourth = renderCard(<ProductCardMobile card={drill} index={3} />, 'mobile');
    expect(imageOf(fourth.container)).toHaveAttribute('loading', 'lazy');
    expect(imageOf(fourth.container)).toHaveAttribute('decoding', 'async');
  });

  it('show a nature picture whole and others framed', () => {
    const nature = renderCard(<ProductTile card={{ ...drill, images: { ...drill.images, nature: true } }} index={0} />);
    expect(imageOf(nature.container)).toHaveClass('nature');
    nature.unmount();
    const framed = renderCard(<ProductTile card={drill} index={0} />);
    expect(imageOf(framed.container)).toHaveClass('framed');
  });
});

describe('card layout by site version', () => {
  it('is the mobile card on mobile and the tile or the row on desktop', () => {
    const mobile = renderCard(<ProductCardItem card={drill} index={0} view="detail" />, 'mobile');
    expect(screen.getByTestId('product-card')).toHaveClass('mobile');
    mobile.unmount();
    const row = renderCard(<ProductCardItem card={drill} index={0} view="detail" />);
    expect(screen.getByTestId('product-card')).toHaveClass('row');
    row.unmount();
    renderCard(<ProductCardItem card={drill} index={0} />);
    expect(screen.getByTestId('product-card')).toHaveClass('tile');
  });
});

describe('promo block', () => {
  it('shows the server html sanitised', () => {
    renderCard(<ProductPromo html={'<p>Скидки недели</p><img src="x" onerror="alert(1)"><script>alert(2)</script>'} />);
    const promo = screen.getByTestId('product-promo');
    expect(promo).toHaveTextContent('Скидки недели');
    expect(promo.querySelector('script')).toBeNull();
    expect(promo.querySelector('img')).not.toHaveAttribute('onerror');
  });
});
