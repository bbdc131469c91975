import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render.tsx';
import { isSwipeRight, SWIPE } from './use-swipe-back.ts';

const DRILL = '/drel-akkumulyatornaya-sibir-18v/';

beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/shop-layout.tsx'),
    import('@/app/routes/page.tsx'),
    import('@/screens/product/product-screen.tsx'),
    import('@/screens/catalogue/catalogue-screen.tsx'),
  ]);
});
afterEach(() => vi.useRealTimers());

async function openMobile(url = DRILL) {
  const app = renderApp(url, { siteVersion: 'mobile' });
  const title = await screen.findByRole('heading', { level: 1, name: /Дрель/ });
  return { app, title };
}

function swipe(element: Element, from: { x: number; y: number }, to: { x: number; y: number }) {
  fireEvent.touchStart(element, { touches: [{ clientX: from.x, clientY: from.y }] });
  fireEvent.touchEnd(element, { changedTouches: [{ clientX: to.x, clientY: to.y }] });
}

describe('mobile swipe right', () => {
  it('over 80 px across, under 130 px up or down, within a second', () => {
    expect(SWIPE).toEqual({ minX: 80, maxY: 130, maxMs: 1000 });
    const start = { x: 10, y: 300, at: 0 };
    expect(isSwipeRight(start, { x: 91, y: 300, at: 500 })).toBe(true);
    expect(isSwipeRight(start, { x: 90, y: 300, at: 500 })).toBe(false);
    expect(isSwipeRight(start, { x: 200, y: 429, at: 500 })).toBe(true);
    expect(isSwipeRight(start, { x: 200, y: 430, at: 500 })).toBe(false);
    expect(isSwipeRight(start, { x: 200, y: 300, at: 1000 })).toBe(false);
    expect(isSwipeRight(start, { x: -200, y: 300, at: 100 })).toBe(false);
  });

  it('returns to the last list viewed', async () => {
    window.sessionStorage.setItem('last-list-url', '/instrumenty/?page=2');
    const { app, title } = await openMobile();
    swipe(title, { x: 20, y: 400 }, { x: 140, y: 430 });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/instrumenty/'));
    expect(app.router.state.location.search).toBe('?page=2');
  });

  it('a short, steep or slow move does not go back', async () => {
    window.sessionStorage.setItem('last-list-url', '/instrumenty/');
    const { app, title } = await openMobile();
    swipe(title, { x: 20, y: 400 }, { x: 90, y: 400 });
    swipe(title, { x: 20, y: 400 }, { x: 200, y: 560 });
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    fireEvent.touchStart(title, { touches: [{ clientX: 20, clientY: 400 }] });
    vi.setSystemTime(Date.now() + 1200);
    fireEvent.touchEnd(title, { changedTouches: [{ clientX: 200, clientY: 400 }] });
    // A swipe in the picture strip scrolls the pictures instead.
    swipe(screen.getByRole('region', { name: 'Фотографии товара' }), { x: 20, y: 200 }, { x: 200, y: 200 });
    await new Promise((done) => setTimeout(done, 50));
    expect(app.router.state.location.pathname).toBe(DRILL);
  });

  it('without a list viewed goes to the product’s category; a listing seen before is remembered', async () => {
    const { app, title } = await openMobile();
    swipe(title, { x: 20, y: 400 }, { x: 140, y: 400 });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/instrumenty/'));
    // The category screen remembers itself as the last list.
    await waitFor(() => expect(window.sessionStorage.getItem('last-list-url')).toBe('/instrumenty/'));
  });
});
