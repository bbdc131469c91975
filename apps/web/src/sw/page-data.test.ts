import { describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID, scriptSafeJson } from '@/app/boot.ts';
import { pageAddressOf, pageDataReplyOf } from './page-data.ts';

const origin = 'https://shop.example';

/** A page as the server renders it: the markup, then its boot data (app/server/page-document.ts). */
const renderedPage = (boot: unknown) =>
  `<!doctype html><html><body><div id="root"><h1>Дрель</h1></div><script id="${BOOT_ELEMENT_ID}" type="application/json">${scriptSafeJson(boot)}</script><script type="module" src="/assets/index-x.js"></script></body></html>`;

describe('page data from a cached page', () => {
  it("names the page whose data is asked for, on the shop's origin only", () => {
    expect(pageAddressOf(`${origin}/api/page?path=${encodeURIComponent('/drel-1/?color=2')}`)).toBe(`${origin}/drel-1/?color=2`);
    expect(pageAddressOf(`${origin}/api/page?path=${encodeURIComponent('//other.example/x/')}`)).toBeNull();
    expect(pageAddressOf(`${origin}/api/page`)).toBeNull();
  });

  it("answers as /api/page would, with the page data of the page's boot data and no toasts", () => {
    const page = { route: 'product', title: 'Дрель <18В> & «Сибирь»' };
    const boot = { path: '/drel-1/', siteVersion: 'mobile', messages: [{ kind: 'info', text: 'Привет' }], page };
    expect(JSON.parse(pageDataReplyOf(renderedPage(boot)) ?? 'null')).toEqual({ status: 'OK', data: page, messages: [] });
  });

  it('has none for a document without page data: the cart, the bare shell, unreadable boot data', () => {
    expect(pageDataReplyOf(renderedPage({ path: '/cart/', siteVersion: 'desktop', messages: [], page: null, cart: {} }))).toBeNull();
    expect(pageDataReplyOf('<!doctype html><div id="root"></div>')).toBeNull();
    expect(pageDataReplyOf(`<script id="${BOOT_ELEMENT_ID}" type="application/json">{"page":</script>`)).toBeNull();
  });
});
