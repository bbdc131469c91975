import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { findVariety, productPageData } from '@shop/mocks/fixtures/product.ts';
import { tileOf } from '@shop/mocks/fixtures/widgets.ts';
import { server } from '@shop/mocks/node.ts';
import { stubIntersectionObserver } from '@/testing/intersection-observer.ts';
import { renderApp } from '@/testing/render.tsx';

const DRILL = '/drel-akkumulyatornaya-sibir-18v/';

beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/shop-layout.tsx'),
    import('@/app/routes/page.tsx'),
    import('@/screens/product/product-screen.tsx'),
  ]);
});
afterEach(() => vi.unstubAllGlobals());

/** The drill's related tab with `count` accessories. */
function relatedTabWith(count: number) {
  const item = findVariety(101);
  if (!item) throw new Error('fixture 101 missing');
  const page = productPageData(item, { tab: 'related' });
  if (page.route !== 'assortment') throw new Error('not a product page');
  const tile = tileOf(102);
  const tabProducts = Array.from({ length: count }, (_, index) => ({
    ...tile,
    assortmentId: 7000 + index,
    name: `Аксессуар ${index + 1}`,
    url: `/aksessuar-${index + 1}/`,
  }));
  server.use(
    http.get('*/api/page', ({ request }) =>
      new URL(request.url).searchParams.get('path') === `${DRILL}related/`
        ? HttpResponse.json({ status: 'OK', data: { ...page, sections: { ...page.sections, tabProducts } }, messages: [] })
        : undefined,
    ),
  );
}

describe('page tabs', () => {
  it('links the index, related and analogs tabs; the index tab is the current page', async () => {
    const user = userEvent.setup();
    const app = renderApp(DRILL);
    const tabs = await screen.findByRole('navigation', { name: 'Разделы товара' });
    expect(within(tabs).getByRole('link', { name: 'О товаре' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Аксессуары' })).toHaveAttribute('href', `${DRILL}related/`);
    expect(within(tabs).getByRole('link', { name: 'Аналоги' })).toHaveAttribute('href', `${DRILL}analogs/`);
    await user.click(within(tabs).getByRole('link', { name: 'Аналоги' }));
    const analogs = await screen.findByRole('region', { name: 'Аналоги' });
    expect(app.router.state.location.pathname).toBe(`${DRILL}analogs/`);
    // The mock's analogs of the drill: the perforator and the level.
    expect(await within(analogs).findAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: /^Отзывы \d/ })).not.toBeInTheDocument();
  });

  it('desktop: the first 12 cards at once, the rest as they near the viewport', async () => {
    const io = stubIntersectionObserver();
    relatedTabWith(20);
    renderApp(`${DRILL}related/`);
    const grid = await screen.findByRole('region', { name: 'Аксессуары' });
    const cells = await within(grid).findAllByRole('listitem');
    expect(cells).toHaveLength(20);
    expect(cells.filter((cell) => cell.dataset.lazy === 'eager')).toHaveLength(12);
    expect(within(grid).getAllByRole('link')).toHaveLength(12);
    expect((cells[11] as HTMLElement).querySelector('img[alt=""]')).toHaveAttribute('loading', 'eager');
    const thirteenth = cells[12] as HTMLElement;
    expect(thirteenth.dataset.lazy).toBe('waiting');
    act(() => io.report(thirteenth, { isIntersecting: true, top: 900 }));
    expect(within(thirteenth).getByRole('link', { name: /Аксессуар 13/ })).toHaveAttribute('href', '/aksessuar-13/');
    expect(thirteenth.querySelector('img[alt=""]')).toHaveAttribute('loading', 'lazy');
  });

  it('mobile: lazy after the 3rd card', async () => {
    stubIntersectionObserver();
    relatedTabWith(8);
    renderApp(`${DRILL}related/`, { siteVersion: 'mobile' });
    const grid = await screen.findByRole('region', { name: 'Аксессуары' });
    const cells = await within(grid).findAllByRole('listitem');
    expect(cells.filter((cell) => cell.dataset.lazy === 'eager')).toHaveLength(3);
    expect(cells.filter((cell) => cell.dataset.lazy === 'waiting')).toHaveLength(5);
  });
});
