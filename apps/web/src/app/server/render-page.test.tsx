import { describe, expect, it } from 'vitest';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import type { PageData } from '@shop/contracts/page.ts';
import { mainPage, pages } from '@shop/mocks/fixtures/page.ts';
import { productPageData, varieties } from '@shop/mocks/fixtures/product.ts';
import type { Boot } from '../boot.ts';
import { renderPage } from './render-page.tsx';

// Whether the browser takes this HTML over without drawing it again is a browser's question:
// e2e/src/server-drawn.e2e.ts asks it in Chromium (one process here would share React's state).

const drill = varieties[0]!;
const drillPath = `/${drill.url}/`;
const draw = (path: string, page: PageData, siteVersion: SiteVersion, messages: Boot['messages'] = []) => {
  const container = document.createElement('div');
  return renderPage({ path, page, siteVersion, messages }, AbortSignal.timeout(10_000)).then((html) => {
    if (html === null) return null;
    container.innerHTML = html;
    return container;
  });
};

describe('a page drawn on the server', () => {
  it.each(['mobile', 'desktop'] as const)('main (%s): the layout of its version and the server widgets', async (siteVersion) => {
    const page = draw('/', mainPage(siteVersion), siteVersion);
    const html = (await page)!;
    expect(html.querySelector('[data-screen="main"]')).not.toBeNull();
    expect(html.querySelectorAll('[data-widget]').length).toBeGreaterThan(0);
    // The mobile layout has its bottom bar, the desktop one its header navigation.
    expect(html.querySelector('nav[aria-label="Главная"]')?.textContent).toContain(siteVersion === 'mobile' ? 'Каталог' : 'Заказы');
  });

  it.each(['mobile', 'desktop'] as const)('category (%s): the heading and the first rows of products, though the list is virtualised', async (siteVersion) => {
    const html = (await draw('/instrumenty/', pages['/instrumenty/']!, siteVersion))!;
    expect(html.querySelector('h1')?.textContent).toBe('Инструменты');
    expect(html.querySelectorAll('[role="list"][aria-label="Товары"] a[href]').length).toBeGreaterThan(3);
    expect(html.querySelector('[role="list"][aria-label="Товары"] img')?.getAttribute('src')).toMatch(/^\/api\/img\//);
  });

  it.each(['mobile', 'desktop'] as const)('product (%s): its name, price and picture', async (siteVersion) => {
    const html = (await draw(drillPath, productPageData(drill), siteVersion))!;
    expect(html.querySelector('h1')?.textContent).toContain(drill.name);
    expect(html.textContent).toContain('₽');
    expect(html.querySelector('img[fetchpriority="high"]')).not.toBeNull();
  });

  it('shows the page reply messages from the first paint', async () => {
    const html = (await draw('/', mainPage('desktop'), 'desktop', [{ kind: 'info', text: 'Магазин открыт до 22:00' }]))!;
    expect(html.textContent).toContain('Магазин открыт до 22:00');
  });

  it('draws no page for an address that is not the page route', async () => {
    expect(await draw('/instrumenty', mainPage(), 'desktop')).toBeNull();
  });
});
