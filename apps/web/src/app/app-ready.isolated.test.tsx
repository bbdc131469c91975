import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render.tsx';
import { startWebVitals } from './web-vitals.ts';

vi.mock('./web-vitals.ts', () => ({ startWebVitals: vi.fn() }));

// The routes' code, transformed once for the file rather than inside a test's wait.
beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/shop-layout.tsx'),
    import('@/app/routes/cart.tsx'),
    import('@/screens/catalogue/catalogue-screen.tsx'),
  ]);
});
beforeEach(() => {
  delete document.documentElement.dataset.appReady;
  vi.mocked(startWebVitals).mockClear();
});

describe('app ready', () => {
  it('starts measuring once the page is hydrated, under its server route type and layout', async () => {
    const { router } = renderApp('/instrumenty/', { siteVersion: 'desktop' });
    await screen.findByRole('heading', { name: 'Инструменты', level: 1 });
    await waitFor(() => expect(startWebVitals).toHaveBeenCalledWith({ route: 'catalog', layout: 'desktop' }));

    // A page opened inside the app is not a load of the document: nothing starts again.
    await router.navigate('/cart/');
    await screen.findByRole('heading', { name: 'Корзина', level: 1 });
    expect(startWebVitals).toHaveBeenCalledTimes(1);
  });

  it('files a route of its own under the route type the server gives its path', async () => {
    renderApp('/cart/', { siteVersion: 'mobile' });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-app-ready'));
    expect(startWebVitals).toHaveBeenCalledExactlyOnceWith({ route: 'cart', layout: 'mobile' });
  });

  it('files a page that could not be fetched as the failed page fetch', async () => {
    renderApp('/net-takoy-stranicy/');
    await screen.findByRole('heading', { name: 'Что-то не так' });
    expect(startWebVitals).toHaveBeenCalledExactlyOnceWith({ route: '404page', layout: 'desktop' });
  });
});
