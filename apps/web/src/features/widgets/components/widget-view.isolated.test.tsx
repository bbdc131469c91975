import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Widget } from '@shop/contracts/widgets.ts';
import { keyedWidgets } from '@shop/mocks/fixtures/widgets.ts';
import { AUTOPLAY_UNIT_MS, Billboard } from './billboard.tsx';
import { renderWidget } from '@/testing/render-widget.tsx';
import { WidgetView } from './widget-view.tsx';

// Role queries over whole widgets are slow on a busy machine; the first test also warms jsdom up.

function fixture<T extends Widget['widgetTypeName']>(key: string, type: T): Extract<Widget, { widgetTypeName: T }> {
  const widget = keyedWidgets[key];
  if (widget?.widgetTypeName !== type) throw new Error(`fixture ${key} is not a ${type}`);
  return widget as Extract<Widget, { widgetTypeName: T }>;
}

const tiles = () => screen.queryAllByTestId('widget-product');
const categories = () => screen.queryAllByTestId('widget-category');

describe('tabloid', () => {
  it('renders the banner HTML without scripts or event handlers', () => {
    const widget = {
      ...fixture('main_tabloid', 'tabloid'),
      htmlCode: '<p>Скидка за объём</p><script>window.hacked = true</script><img src="x.png" onerror="window.hacked = true">',
    };
    const { container } = renderWidget(<WidgetView widget={widget} />);
    expect(screen.getByText('Скидка за объём')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  });
});

describe('palisade', () => {
  const popular = { ...fixture('main_palisade_popular', 'palisade'), button_all_label: 'Все товары' };

  it('opens with no tab pressed and the default products; a tab toggles its products in and out', async () => {
    const user = userEvent.setup();
    renderWidget(<WidgetView widget={popular} />);
    expect(screen.getByRole('heading', { name: 'Популярные товары', level: 2 })).toBeInTheDocument();
    const fasteners = screen.getByRole('button', { name: 'Крепёж' });
    const tools = screen.getByRole('button', { name: 'Инструменты' });
    expect(fasteners).toHaveAttribute('aria-pressed', 'false');
    expect(tools).toHaveAttribute('aria-pressed', 'false');
    expect(tiles()).toHaveLength(popular.defaultProducts.length);

    await user.click(fasteners);
    expect(fasteners).toHaveAttribute('aria-pressed', 'true');
    expect(tiles()).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Саморез/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все товары — Популярные товары' })).toHaveAttribute('href', '/krepyozh/');

    await user.click(tools);
    expect(tools).toHaveAttribute('aria-pressed', 'true');
    expect(fasteners).toHaveAttribute('aria-pressed', 'false');
    expect(tiles()).toHaveLength(3);

    await user.click(tools);
    expect(tools).toHaveAttribute('aria-pressed', 'false');
    expect(tiles()).toHaveLength(popular.defaultProducts.length);
    expect(screen.getByRole('link', { name: 'Все товары — Популярные товары' })).toHaveAttribute('href', '/popular/');
  });

  it('shows a tile with its rating, sale badge, old and new price, and lazy pictures below the first row', () => {
    const sale = fixture('main_palisade_sale', 'palisade');
    const product = sale.defaultProducts[0];
    if (!product) throw new Error('sale fixture has no product');
    const many = { ...popular, multi: [], defaultProducts: [...popular.defaultProducts, { ...product, assortmentId: 999 }] };
    renderWidget(<WidgetView widget={many} />);
    const tile = tiles()[popular.defaultProducts.findIndex((entry) => entry.assortmentId === product.assortmentId)];
    if (!tile) throw new Error('no sale tile');
    expect(within(tile).getByRole('img', { name: /^Рейтинг 3,9 из 5$/ })).toBeInTheDocument();
    expect(within(tile).getByText(`−${product.assVal3}%`)).toBeInTheDocument();
    expect(tile.querySelector('s')).not.toBeNull();
    const pictures = tiles().map((element) => element.querySelector('img'));
    expect(pictures.slice(0, 6).every((img) => img?.getAttribute('loading') === 'eager')).toBe(true);
    expect(pictures[6]).toHaveAttribute('loading', 'lazy');
    expect(pictures[0]?.getAttribute('src')).toMatch(/^\/api\/img\//);
  });

  it("on mobile has no tabs and an 'all' link reading 'Все', three tiles to a row", () => {
    renderWidget(<WidgetView widget={popular} />, { siteVersion: 'mobile' });
    expect(screen.queryByRole('button', { name: 'Крепёж' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Все — Популярные товары' })).toHaveTextContent(/^Все$/);
    const pictures = tiles().map((element) => element.querySelector('img'));
    expect(pictures[2]).toHaveAttribute('loading', 'eager');
    expect(pictures[3]).toHaveAttribute('loading', 'lazy');
  });

  it("on desktop the 'all' link carries the widget's own label", () => {
    renderWidget(<WidgetView widget={popular} />);
    expect(screen.getByRole('link', { name: 'Все товары — Популярные товары' })).toHaveTextContent('Все товары');
  });
});

describe('classified', () => {
  const classified = fixture('main_classified', 'classified');

  it('tabs open a section and close again', async () => {
    const user = userEvent.setup();
    renderWidget(<WidgetView widget={classified} />);
    expect(categories()).toHaveLength(classified.defaultItems.length);
    const electrics = screen.getByRole('button', { name: 'Электрика' });
    expect(electrics).toHaveAttribute('aria-pressed', 'false');
    await user.click(electrics);
    expect(electrics).toHaveAttribute('aria-pressed', 'true');
    expect(categories()).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Силовой кабель' })).toHaveAttribute('href', '/silovoj-kabel/');
    await user.click(electrics);
    expect(electrics).toHaveAttribute('aria-pressed', 'false');
    expect(categories()).toHaveLength(classified.defaultItems.length);
    expect(screen.getByRole('link', { name: 'Все — Популярные категории' })).toHaveAttribute('href', '/categories/');
  });

  it('shows six items on mobile', () => {
    expect(classified.defaultItems.length).toBeGreaterThan(6);
    renderWidget(<WidgetView widget={classified} />, { siteVersion: 'mobile' });
    expect(categories()).toHaveLength(6);
  });

  it('shows the shopper’s favourite categories the same way', () => {
    const favorites: Widget = { ...classified, widgetTypeName: 'category_favorites', widgetType: 9, multi: [] };
    renderWidget(<WidgetView widget={favorites} />);
    expect(categories()).toHaveLength(classified.defaultItems.length);
  });
});

describe('billboard', () => {
  const billboard = fixture('main_billboard', 'billboard');
  const shownSlide = () => screen.getByRole('group');

  afterEach(() => {
    vi.useRealTimers();
  });

  it('wraps around at both ends', () => {
    renderWidget(<WidgetView widget={billboard} />);
    expect(shownSlide()).toHaveAccessibleName('1 из 3: Электроинструмент');
    fireEvent.click(screen.getByRole('button', { name: 'Предыдущий слайд' }));
    expect(shownSlide()).toHaveAccessibleName('3 из 3: Доставка');
    fireEvent.click(screen.getByRole('button', { name: 'Следующий слайд' }));
    expect(shownSlide()).toHaveAccessibleName('1 из 3: Электроинструмент');
    fireEvent.click(screen.getByRole('button', { name: 'Слайд 2: Сад и огород' }));
    expect(shownSlide()).toHaveAccessibleName('2 из 3: Сад и огород');
    expect(screen.getByRole('button', { name: 'Слайд 2: Сад и огород' })).toHaveAttribute('aria-current', 'true');
  });

  it('turns by itself every autoplay delay, looping, and waits while hovered or stopped', () => {
    vi.useFakeTimers();
    renderWidget(<WidgetView widget={billboard} />);
    const delay = billboard.autoplayDelay * AUTOPLAY_UNIT_MS;
    act(() => vi.advanceTimersByTime(delay - 1));
    expect(shownSlide()).toHaveAccessibleName('1 из 3: Электроинструмент');
    act(() => vi.advanceTimersByTime(1));
    expect(shownSlide()).toHaveAccessibleName('2 из 3: Сад и огород');
    act(() => vi.advanceTimersByTime(delay));
    expect(shownSlide()).toHaveAccessibleName('3 из 3: Доставка');
    act(() => vi.advanceTimersByTime(delay));
    expect(shownSlide()).toHaveAccessibleName('1 из 3: Электроинструмент');

    const region = screen.getByRole('region', { name: 'Предложения магазина' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(delay * 3));
    expect(shownSlide()).toHaveAccessibleName('1 из 3: Электроинструмент');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(delay));
    expect(shownSlide()).toHaveAccessibleName('2 из 3: Сад и огород');

    fireEvent.click(screen.getByRole('button', { name: 'Остановить прокрутку' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Включить прокрутку' }));
    act(() => vi.advanceTimersByTime(delay * 3));
    expect(shownSlide()).toHaveAccessibleName('2 из 3: Сад и огород');
  });

  it('does not turn when the shopper prefers reduced motion', () => {
    vi.useFakeTimers();
    const matchMedia = vi.fn((query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      renderWidget(<WidgetView widget={billboard} />);
      act(() => vi.advanceTimersByTime(billboard.autoplayDelay * AUTOPLAY_UNIT_MS * 2));
      expect(shownSlide()).toHaveAccessibleName('1 из 3: Электроинструмент');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('stays on its slide when the shopper saves data; the arrows still turn it', () => {
    vi.useFakeTimers();
    renderWidget(<WidgetView widget={billboard} />, { saveData: true });
    act(() => vi.advanceTimersByTime(billboard.autoplayDelay * AUTOPLAY_UNIT_MS * 2));
    expect(shownSlide()).toHaveAccessibleName('1 из 3: Электроинструмент');
    fireEvent.click(screen.getByRole('button', { name: 'Следующий слайд' }));
    expect(shownSlide()).toHaveAccessibleName('2 из 3: Сад и огород');
  });

  it('loads the first slide’s picture at once with high priority, the rest lazily', () => {
    const { container } = renderWidget(<WidgetView widget={billboard} />);
    const pictures = [...container.querySelectorAll('img')];
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[1]).toHaveAttribute('loading', 'lazy');
  });

  it('renders only the shown slide’s pictures on the server; the app adds the others once it runs', async () => {
    const ui = (
      <MemoryRouter>
        <Billboard slides={billboard.multi} autoplayDelay={billboard.autoplayDelay} />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const backgrounds = () =>
      [...container.querySelectorAll<HTMLElement>('[aria-roledescription="слайд"]')].map((slide) => slide.style.backgroundImage !== '');
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(backgrounds()).toEqual([true, false, false]);

    render(ui, { container, hydrate: true });
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(3));
    expect(backgrounds()).toEqual([true, true, true]);
  });
});

describe('carousel', () => {
  const carousel = fixture('main_carousel', 'carousel');

  it('shows the centre and two neighbours each side; a neighbour comes to the centre, the centre is a link', async () => {
    const user = userEvent.setup();
    renderWidget(<WidgetView widget={carousel} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Инструменты' })).toHaveAttribute('href', '/instrumenty/');
    expect(screen.getAllByRole('button', { name: /^Показать: / })).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Показать: Электрика' }));
    expect(screen.getByRole('link', { name: 'Электрика' })).toHaveAttribute('href', '/elektrika/');
    expect(screen.queryByRole('link', { name: 'Инструменты' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Показать: Инструменты' })).toBeInTheDocument();
  });

  it('follows the centre image’s link', async () => {
    const user = userEvent.setup();
    const { Routes, Route } = await import('react-router');
    renderWidget(
      <Routes>
        <Route path="/" element={<WidgetView widget={carousel} />} />
        <Route path="/instrumenty/" element={<h1>Инструменты: раздел</h1>} />
      </Routes>,
    );
    await user.click(screen.getByRole('link', { name: 'Инструменты' }));
    expect(screen.getByRole('heading', { name: 'Инструменты: раздел' })).toBeInTheDocument();
  });
});

describe('announcements', () => {
  it('lists the news with their dates and links', () => {
    const news = fixture('main_announcements', 'announcements');
    renderWidget(<WidgetView widget={news} />);
    expect(screen.getByRole('heading', { name: 'Новости магазина' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Экспресс-доставка' })).toHaveAttribute('href', '/delivery/');
    expect(screen.getByText('20 октября 2026 г.')).toBeInTheDocument();
  });
});

describe('template widgets', () => {
  it('shows goods as a palisade and categories as a classified widget', () => {
    renderWidget(
      <>
        <WidgetView widget={fixture('popfullCHK', 'template')} />
        <WidgetView widget={fixture('popcatsCLS', 'template')} />
      </>,
    );
    expect(tiles()).toHaveLength(3);
    expect(categories().length).toBeGreaterThan(0);
  });
});

describe('empty widgets', () => {
  it('render nothing', () => {
    const popular = fixture('main_palisade_popular', 'palisade');
    const { container } = renderWidget(
      <>
        <WidgetView widget={{ ...fixture('main_tabloid', 'tabloid'), is_empty_content: true }} />
        <WidgetView widget={{ ...popular, defaultProducts: [], multi: [] }} />
        <WidgetView widget={{ ...fixture('main_billboard', 'billboard'), multi: [] }} />
        <WidgetView widget={{ ...fixture('main_classified', 'classified'), defaultItems: [], multi: [] }} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
