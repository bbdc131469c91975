import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { findVariety, productPageData } from '@shop/mocks/fixtures/product.ts';
import { server } from '@shop/mocks/node.ts';
import { renderApp } from '@/testing/render.tsx';

const DRILL = '/drel-akkumulyatornaya-sibir-18v/';

beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/shop-layout.tsx'),
    import('@/app/routes/page.tsx'),
    import('@/screens/product/product-screen.tsx'),
  ]);
});

/** The drill's page with its price graph changed. */
function drillWithGraph(priceGraph: {
  opened: boolean;
  points: Array<{ date: string; price: number }>;
  dynamics: { value: number; negative: boolean } | null;
}) {
  const item = findVariety(101);
  if (!item) throw new Error('fixture 101 missing');
  const page = productPageData(item);
  if (page.route !== 'assortment') throw new Error('not a product page');
  server.use(
    http.get('*/api/page', ({ request }) =>
      new URL(request.url).searchParams.get('path') === DRILL
        ? HttpResponse.json({
            status: 'OK',
            data: { ...page, sections: { ...page.sections, priceGraph, priceDynamics: priceGraph.dynamics } },
            messages: [],
          })
        : undefined,
    ),
  );
}

describe('price dynamics', () => {
  it('a price that went down reads so in green; the chart modal loads on a click', async () => {
    const user = userEvent.setup();
    renderApp(DRILL);
    const aside = await screen.findByRole('complementary', { name: 'Цены' });
    const trigger = within(aside).getByRole('button', { name: /Цена снизилась на 6,3 %/ });
    expect(trigger.querySelector('[data-dynamics="down"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Динамика цены' });
    expect(within(dialog).getByRole('img', { name: 'График цены с 1 ноября 2025 г. по 10 июня 2026 г.' })).toBeInTheDocument();
    const markers = [...dialog.querySelectorAll('circle')].map((circle) => circle.getAttribute('data-change'));
    expect(markers).toEqual(['start', 'down']);
    const rows = within(dialog).getAllByRole('row');
    expect(rows[2]).toHaveTextContent(/10 июня 2026 г\.7\s490\s₽▼ −6,3 %/);
  });

  it('a price that went up reads so in the sale colour', async () => {
    drillWithGraph({
      opened: false,
      points: [
        { date: '2025-11-01', price: 7000 },
        { date: '2026-06-10', price: 7490 },
      ],
      dynamics: { value: 7, negative: false },
    });
    renderApp(DRILL);
    const aside = await screen.findByRole('complementary', { name: 'Цены' });
    expect(
      within(aside)
        .getByRole('button', { name: /Цена выросла на 7 %/ })
        .querySelector('[data-dynamics="up"]'),
    ).not.toBeNull();
  });

  it('a drop too small to show at one decimal reads as no change, never "▼ −0 %"', async () => {
    const user = userEvent.setup();
    drillWithGraph({
      opened: false,
      points: [
        { date: '2025-11-01', price: 10000 },
        { date: '2026-06-10', price: 9999 },
      ],
      // 0.01 % down, as the shop rounds it.
      dynamics: { value: 0, negative: true },
    });
    renderApp(DRILL);
    const aside = await screen.findByRole('complementary', { name: 'Цены' });
    const trigger = within(aside).getByRole('button', { name: 'История цены' });
    expect(trigger.querySelector('[data-dynamics]')).toBeNull();
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Динамика цены' });
    const rows = within(dialog).getAllByRole('row');
    expect(rows[2]).toHaveTextContent(/10 июня 2026 г\.9\s999\s₽—$/);
    expect(dialog).not.toHaveTextContent('▼');
    expect(dialog).not.toHaveTextContent('−0');
  });

  it('opens by itself on arrival when the page data flags it, and closes', async () => {
    const user = userEvent.setup();
    drillWithGraph({ opened: true, points: [{ date: '2025-11-01', price: 7490 }], dynamics: null });
    renderApp(DRILL);
    const dialog = await screen.findByRole('dialog', { name: 'Динамика цены' });
    expect(within(dialog).getByText('Цена за это время не менялась')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
