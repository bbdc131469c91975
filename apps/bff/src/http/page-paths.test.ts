import { describe, expect, it } from 'vitest';
import { isPagePath } from './page-paths.ts';

describe('page paths', () => {
  it.each([
    '/',
    '/instrumenty/',
    '/catalog/f1:2,3/?page=2',
    '/drel-x/related/',
    '/cart/',
    '/cart/?openPanel=1',
    '/order/history/',
    '/o/Ab3dEf7hJk/',
    '/search/%D0%B4%D1%80%D0%B5%D0%BB%D1%8C/',
    '/~%D0%A1%D0%B5%D1%80%D0%B3%D0%B5%D0%B9/',
    '/unsubscribe/0a1b2c/',
    '/product/',
    '/health-products/',
    '/services/',
  ])('%s is a page', (path) => {
    expect(isPagePath(path)).toBe(true);
  });

  it.each([
    ['the checkout’s data', '/ordering/'],
    ['the demo outbox', '/dev/outbox/'],
    ['the demo social provider', '/dev/social/vk/?state=x'],
    ['a picture', '/img/p/1.png'],
    ['a picture’s folder', '/img/p/'],
    ['a document', '/files/docs/12/'],
    ['an API path', '/api/cart/'],
    ['a legacy API path', '/api/v1/User/current/'],
    ['a cart call', '/cart/getCartData/'],
    ['an invoice', '/order/invoice/Ab3dEf7hJk/?token=t'],
    ['a product call', '/product/12/getForumData/'],
    ['search hints', '/s/SearchHint/'],
    ['the short search address', '/shortSearchUrl/?q=x'],
    ['the demo health', '/health'],
    ['the demo health, with a slash', '/health/'],
    ['a path without its trailing slash', '/instrumenty'],
    ['another spelling of a call', '/ORDERING/'],
    ['a call behind percent-encoding', '/%6Frdering/'],
    ['a call behind dot segments', '/instrumenty/../ordering/'],
    ['encoded dot segments', '/x/%2e%2e/ordering/'],
    ['a broken escape', '/%E0%A4%A/'],
  ])('%s is not (%s)', (_what, path) => {
    expect(isPagePath(path)).toBe(false);
  });
});
