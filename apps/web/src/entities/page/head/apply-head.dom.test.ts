import { afterEach, describe, expect, it } from 'vitest';
import { mainPage, staticPages } from '@shop/mocks/fixtures/page.ts';
import { productPageData, varieties } from '@shop/mocks/fixtures/product.ts';
import { applyHead } from './apply-head.ts';
import { HEAD_MARK, headTagsHtml } from './head-html.ts';
import { buildPageHead } from './page-head.ts';

const ORIGIN = 'http://localhost:3000';
const own = () => [...document.head.querySelectorAll(`[${HEAD_MARK}]`)];
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const structured = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent));

// The page is shared with other test files: what this one adds to the head goes with it.
afterEach(() => {
  for (const element of document.head.querySelectorAll(`[${HEAD_MARK}], meta[name="description"]`)) element.remove();
});

describe('the head the app writes', () => {
  it('replaces every tag of the previous page, leaving nothing of it', () => {
    const first = productPageData(varieties[0]!);
    const second = productPageData(varieties[1]!);
    applyHead(buildPageHead({ page: first, path: `/${varieties[0]!.url}/`, origin: ORIGIN }));
    expect(structured().map((block) => block['@type'])).toEqual(['Product', 'BreadcrumbList']);

    applyHead(buildPageHead({ page: second, path: `/${varieties[1]!.url}/`, origin: ORIGIN }));
    expect(canonical()).toBe(`${ORIGIN}/${varieties[1]!.url}/`);
    expect(document.title).toBe(second.seo.seo_title);
    expect(structured()[0]).toMatchObject({ name: varieties[1]!.name });
    expect(document.head.innerHTML).not.toContain(varieties[0]!.url);

    applyHead(buildPageHead({ page: staticPages['/delivery/']!, path: '/delivery/', origin: ORIGIN }));
    expect(structured()).toEqual([]);
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('website');
    expect(document.head.querySelectorAll('meta[property^="product:"]')).toHaveLength(0);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(staticPages['/delivery/']!.seo.seo_desc);
  });

  it('leaves the tags the server wrote as they are when the page is the same', () => {
    const head = buildPageHead({ page: mainPage(), path: '/', origin: ORIGIN });
    document.head.insertAdjacentHTML('beforeend', headTagsHtml(head));
    const rendered = own();
    applyHead(head);
    expect(own()).toHaveLength(rendered.length);
    own().forEach((element, index) => expect(element).toBe(rendered[index]));
  });

  it('on a page of the app’s own marks it not to be indexed and leaves its title to the screen', () => {
    applyHead(buildPageHead({ page: mainPage(), path: '/', origin: ORIGIN }));
    document.title = 'Заказ ИМ-000001';
    applyHead(buildPageHead({ page: null, path: '/o/1/', origin: ORIGIN }));
    expect(document.title).toBe('Заказ ИМ-000001');
    expect(own().map((element) => element.outerHTML)).toEqual([`<meta name="robots" content="noindex, nofollow" ${HEAD_MARK}="">`]);
  });
});
