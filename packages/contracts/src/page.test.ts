import { describe, expect, it } from 'vitest';
import { pageDataSchema } from './page.ts';

const common = {
  ident: null,
  seo: { seo_title: 'Т', seo_desc: '', seo_keys: '', seo_canonical: '' },
  siteVersion: 'desktop',
  widgets: [],
  user: { id: false, username: 'Гость', favoriteCount: 0 },
};
const parse = (route: string, sections: unknown) => pageDataSchema.safeParse({ ...common, route, sections });
const failingPath = (route: string, sections: unknown) => parse(route, sections).error?.issues[0]?.path.join('.');

describe('page data by route type', () => {
  it('accepts a content page, a message page and a confirmation in the shapes the contract names', () => {
    expect(parse('page', { kind: 'content', title: 'Оферта', html: '<p>Текст</p>' }).success).toBe(true);
    expect(parse('message', { title: 'Готово', text: '<p>Вы отписаны</p>', button: { label: 'На главную', url: '/' } }).success).toBe(true);
    expect(
      parse('message', {
        title: 'Ошибка',
        text: '<p>Нет</p>',
        button: { label: 'Назад', action: 'back' },
        footer: '<p>…</p>',
        errorTrace: 'E1',
      }).success,
    ).toBe(true);
    expect(parse('confirmation', { title: 'Спасибо', upperMsg: 'Заказ принят', message: '<p>Позвоним</p>' }).success).toBe(true);
  });

  it('accepts the legacy marks page and the error route types with empty sections', () => {
    expect(
      parse('page', { name: 'Бренды', pageval4: [{ letter: 'A', marks: [{ id: 1, name: 'Acme', url: '/acme/' }] }], pageval4_mobile: [] })
        .success,
    ).toBe(true);
    for (const route of ['pagenotfound', 'exception', 'unknownErrorPage', '404page', 'cart']) expect(parse(route, {}).success).toBe(true);
  });

  it('refuses a section of one route type under another, naming the failing path', () => {
    expect(parse('message', { kind: 'content', title: 'Оферта', html: '<p>Текст</p>' }).success).toBe(false);
    expect(failingPath('message', { title: 'Т', text: '', button: { label: 'Ок', action: 'explode' } })).toMatch(/^sections\.button/);
    expect(failingPath('main', { categories: [{ id: 1, name: 'Инструменты' }] })).toBe('sections.categories.0.path');
    expect(failingPath('orderHistory', { orders: 'none' })).toBe('sections.orders');
  });

  it('refuses a route type the shop does not know', () => {
    expect(failingPath('blog', {})).toBe('route');
  });
});
