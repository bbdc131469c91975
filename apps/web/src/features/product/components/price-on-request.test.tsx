import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import { findVarietyByUrl, productPageData } from '@shop/mocks/fixtures/product.ts';
import { server } from '@shop/mocks/node.ts';
import { stubIntersectionObserver } from '@/testing/intersection-observer.ts';
import { renderApp } from '@/testing/render.tsx';

// The drill of the mock shop, its price given on request: the shop sends no price tiers then.
const drill = findVarietyByUrl('drel-akkumulyatornaya-sibir-18v')!;
const onRequest = productPageData({ ...drill, price: 0, history: [{ date: '2025-11-01', price: 0 }] });

beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/shop-layout.tsx'),
    import('@/app/routes/page.tsx'),
    import('@/screens/product/product-screen.tsx'),
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function openProduct(siteVersion: SiteVersion) {
  server.use(http.get('*/api/page', () => HttpResponse.json({ status: 'OK', data: { ...onRequest, siteVersion }, messages: [] })));
  const io = stubIntersectionObserver();
  renderApp(`/${drill.url}/`, { siteVersion });
  return io;
}

describe('a price of 0 on the product page', () => {
  it('desktop: the price block and the head panel show "По телефону" with no rouble sign', async () => {
    const io = openProduct('desktop');
    const aside = await screen.findByRole('complementary', { name: 'Цены' });
    expect(within(aside).getByText('По телефону').parentElement).toHaveTextContent(/^По телефону$/);

    const title = screen.getByRole('heading', { level: 1, name: drill.name });
    const trigger = await waitFor(() => {
      const observed = io.observed.map((entry) => entry.element).find((element) => element.contains(title));
      if (!observed) throw new Error('the head panel trigger is not observed');
      return observed;
    });
    act(() => io.report(trigger, { isIntersecting: false, top: -600 }));
    const panel = await screen.findByRole('region', { name: 'Товар кратко' });
    expect(within(panel).getByText('По телефону')).toBeInTheDocument();
    expect(panel.textContent).not.toContain('₽');
  });

  it('mobile: the price block shows "По телефону" with no rouble sign', async () => {
    openProduct('mobile');
    const block = await screen.findByRole('region', { name: 'Цены' });
    expect(within(block).getByText('По телефону').parentElement).toHaveTextContent(/^По телефону$/);
  });
});
