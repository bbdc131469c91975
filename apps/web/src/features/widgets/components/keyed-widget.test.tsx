import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { contract } from '@shop/contracts/routes.ts';
import type { Widget } from '@shop/contracts/widgets.ts';
import { fail, ok } from '@shop/contracts/envelope.ts';
import { handle } from '@shop/mocks/contract-handler.ts';
import { stableHash } from '@shop/contracts/rules/stable-hash.ts';
import { keyedWidgets, mainPageWidgets, tileOf, userWidget } from '@shop/mocks/fixtures/widgets.ts';
import { server } from '@shop/mocks/node.ts';
import { KeyedWidget, UserWidget } from './keyed-widget.tsx';
import { renderWidget } from '@/testing/render-widget.tsx';
import { WidgetList } from './widget-list.tsx';

// Role queries over whole widgets are slow on a busy machine; the first test also warms jsdom up.

/** The widget requests the page makes, as `path?query`. */
function recordWidgetRequests() {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/widgets/')) sent.push(url.pathname + url.search);
  });
  return sent;
}

describe('a keyed widget', () => {
  it('shows a placeholder while pending, then the widget', async () => {
    server.use(
      handle(contract.widgets.getWidget, async ({ params }) => {
        await delay(50);
        const widget = keyedWidgets[params.key] as Widget;
        return ok({ widgetKey: params.key, widgetHash: stableHash(widget), notModified: false, widgetData: widget });
      }),
    );
    renderWidget(<KeyedWidget widgetKey="main_palisade_popular" />);
    expect(screen.getByTestId('widget-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Популярные товары' })).toBeInTheDocument();
    expect(screen.queryByTestId('widget-skeleton')).toBeNull();
  });

  it('without the placeholder shows nothing while pending', async () => {
    renderWidget(<KeyedWidget widgetKey="main_palisade_popular" placeholder={false} />);
    expect(screen.queryByTestId('widget-skeleton')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Популярные товары' })).toBeInTheDocument();
  });

  it('asks again with the hash it holds and keeps its data on a not-modified answer', async () => {
    const sent = recordWidgetRequests();
    const { queryClient } = renderWidget(<KeyedWidget widgetKey="main_classified" />);
    expect(await screen.findByRole('heading', { name: 'Популярные категории' })).toBeInTheDocument();
    const hash = stableHash(keyedWidgets.main_classified as Widget);
    expect(sent).toEqual(['/api/widgets/main_classified']);

    await queryClient.invalidateQueries({ queryKey: ['widgets'] });
    await waitFor(() => expect(sent).toEqual(['/api/widgets/main_classified', `/api/widgets/main_classified?hash=${hash}`]));
    expect(screen.getByRole('heading', { name: 'Популярные категории' })).toBeInTheDocument();
    expect(screen.getAllByTestId('widget-category')).toHaveLength(7);
  });

  it('leaves out a widget the server does not have, without a toast', async () => {
    server.use(
      handle(contract.widgets.getWidget, () =>
        fail({ message: 'Виджет не найден', statusCode: 404 }, [{ kind: 'error', text: 'Виджет не найден' }]),
      ),
    );
    const { container, store } = renderWidget(<KeyedWidget widgetKey="main_tabloid" />);
    await waitFor(() => expect(screen.queryByTestId('widget-skeleton')).toBeNull());
    expect(container).toBeEmptyDOMElement();
    expect(store.getState().ui.toasts).toEqual([]);
  });
});

describe('the shopper’s widgets after sign-in', () => {
  it('are asked for afresh (no hash) and show the new data, while keyed widgets keep theirs', async () => {
    let signedIn = false;
    server.use(
      handle(contract.widgets.getDefinedWidget, ({ params }) => {
        const widget = userWidget(params.type, signedIn ? [101, 102] : [103], []);
        return ok({ widgetKey: params.type, widgetHash: stableHash(widget), notModified: false, widgetData: widget });
      }),
    );
    const sent = recordWidgetRequests();
    const { queryClient } = renderWidget(
      <>
        <UserWidget type="product_history" />
        <KeyedWidget widgetKey="main_tabloid" />
      </>,
    );
    await screen.findByText(/Скидка за объём/);
    await waitFor(() => expect(screen.getAllByTestId('widget-product')).toHaveLength(1));

    signedIn = true;
    await queryClient.invalidateQueries({ queryKey: ['widgets'] });
    await waitFor(() => expect(screen.getAllByTestId('widget-product')).toHaveLength(2));
    expect(sent.filter((url) => url.startsWith('/api/widgets/defined/'))).toEqual([
      '/api/widgets/defined/product_history',
      '/api/widgets/defined/product_history',
    ]);
    expect(sent.filter((url) => url.startsWith('/api/widgets/main_tabloid'))[1]).toMatch(/\?hash=/);
    expect(screen.getByText(/Скидка за объём/)).toBeInTheDocument();
  });
});

describe('the page’s widget list', () => {
  it('renders the page data’s widgets in their order without asking for them', async () => {
    const sent = recordWidgetRequests();
    const { container } = renderWidget(<WidgetList widgets={mainPageWidgets('desktop', [101])} updatedAt={Date.now()} />);
    const order = [...container.querySelectorAll('[data-widget]')].map((element) => element.getAttribute('data-widget'));
    expect(order).toEqual(['billboard', 'tabloid', 'carousel', 'palisade', 'classified', 'palisade', 'announcements', 'product_history']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
  });

  it('leaves out entries that are not widgets and widgets with no content', () => {
    const [billboard] = mainPageWidgets('desktop');
    const { container } = renderWidget(
      <WidgetList
        widgets={[{ widgetKey: 'broken' }, null, { ...billboard, widgetData: { ...billboard?.widgetData, is_empty_content: true } }]}
        updatedAt={Date.now()}
      />,
    );
    expect(container.querySelector('[data-widget]')).toBeNull();
    expect(container).toHaveTextContent(/^$/);
  });
});

describe('removing a favourite', () => {
  function favoritesWidget() {
    server.use(
      handle(contract.widgets.getDefinedWidget, ({ params }) => {
        const widget = userWidget(params.type, [101, 104], []);
        return ok({ widgetKey: params.type, widgetHash: stableHash(widget), notModified: false, widgetData: widget });
      }),
    );
  }

  it('is offered on the desktop favourites page and takes the product out', async () => {
    favoritesWidget();
    const removed: number[] = [];
    server.use(
      handle(contract.catalogue.removeFavoriteProduct, ({ params }) => {
        removed.push(params.productId);
        return ok({ favoriteCount: 1, productId: params.productId });
      }),
    );
    const user = userEvent.setup();
    renderWidget(<UserWidget type="product_favorites" />, { path: '/favorites/' });
    const drill = tileOf(101);
    await user.click(await screen.findByRole('button', { name: `Удалить «${drill.name}» из избранного` }));
    await waitFor(() => expect(screen.getAllByTestId('widget-product')).toHaveLength(1));
    expect(removed).toEqual([drill.id]);
    expect(screen.queryByRole('link', { name: drill.name })).toBeNull();
  });

  it('is not offered on mobile, nor on other pages', async () => {
    favoritesWidget();
    renderWidget(<UserWidget type="product_favorites" />, { path: '/favorites/', siteVersion: 'mobile' });
    await waitFor(() => expect(screen.getAllByTestId('widget-product')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /из избранного/ })).toBeNull();
  });

  it('is not offered on the main page', async () => {
    favoritesWidget();
    renderWidget(<UserWidget type="product_favorites" />, { path: '/' });
    await waitFor(() => expect(screen.getAllByTestId('widget-product')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /из избранного/ })).toBeNull();
  });
});
