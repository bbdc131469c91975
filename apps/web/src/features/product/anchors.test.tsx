import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findVariety, productPageData } from '@shop/mocks/fixtures/product.ts';
import { server } from '@shop/mocks/node.ts';
import { renderApp } from '@/testing/render.tsx';
import { useAnchorScroll } from './anchors.ts';

const DRILL = '/drel-akkumulyatornaya-sibir-18v/';

beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/shop-layout.tsx'),
    import('@/app/routes/page.tsx'),
    import('@/screens/product/product-screen.tsx'),
  ]);
});

let scrolledTo: string[] = [];
beforeEach(() => {
  scrolledTo = [];
  // jsdom has no layout: record which element was scrolled into view.
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolledTo.push(this.id);
  };
});
afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

async function open(url: string) {
  const app = renderApp(url);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

describe('anchors', () => {
  it.each(['characteristics', 'reviews', 'forum', 'top'])('#%s scrolls to its section', async (anchor) => {
    await open(`${DRILL}#${anchor}`);
    await waitFor(() => expect(scrolledTo).toContain(anchor));
  });

  it('#review-{id} shows and scrolls to that comment, even past the first ten threads', async () => {
    const item = findVariety(101);
    if (!item) throw new Error('fixture 101 missing');
    const page = productPageData(item);
    if (page.route !== 'assortment') throw new Error('not a product page');
    const model = page.sections.reviews.comments[0];
    if (!model) throw new Error('no review');
    const comments = Array.from({ length: 14 }, (_, index) => ({
      ...model,
      id: 500 + index,
      body: `Отзыв номер ${index + 1}`,
      level: 0,
      parent_id: null,
    }));
    server.use(
      http.get('*/api/page', ({ request }) =>
        new URL(request.url).searchParams.get('path') === DRILL
          ? HttpResponse.json({
              status: 'OK',
              data: { ...page, sections: { ...page.sections, reviews: { ...page.sections.reviews, comments } } },
              messages: [],
            })
          : undefined,
      ),
    );
    const app = await open(`${DRILL}#review-513`);
    expect(await screen.findByText('Отзыв номер 14')).toBeInTheDocument();
    await waitFor(() => expect(scrolledTo).toContain('review-513'));
    expect(app.router.state.location.hash).toBe('#review-513');
  });

  it('a missing anchor goes to the product URL', async () => {
    const app = await open(`${DRILL}#review-999999`);
    await waitFor(() => expect(app.router.state.location.hash).toBe(''));
    expect(app.router.state.location.pathname).toBe(DRILL);
    const other = await open(`${DRILL}#nichego`);
    await waitFor(() => expect(other.router.state.location.hash).toBe(''));
  });

  it('a section whose code comes after the page is scrolled to once it shows, keeping the anchor', async () => {
    const page = productPageData(findVariety(101)!);
    if (page.route !== 'assortment') throw new Error('not a product page');
    const product = page.sections;
    function Page() {
      useAnchorScroll(product);
      return null;
    }
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
      initialEntries: [`${product.productUrl}#characteristics`],
    });
    render(<RouterProvider router={router} />);
    await act(() => Promise.resolve());
    expect(scrolledTo).toEqual([]);
    const section = document.createElement('section');
    section.id = 'characteristics';
    document.body.append(section);
    await waitFor(() => expect(scrolledTo).toEqual(['characteristics']));
    expect(router.state.location.hash).toBe('#characteristics');
    section.remove();
  });

  it('a section anchor on the related tab leads to the product page with it', async () => {
    const app = await open(`${DRILL}related/#reviews`);
    await waitFor(() => expect(app.router.state.location.pathname).toBe(DRILL));
    expect(app.router.state.location.hash).toBe('#reviews');
    await waitFor(() => expect(scrolledTo).toContain('reviews'));
  });
});
