import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FullListSections } from '@shop/contracts/catalogue.ts';
import type { PageData } from '@shop/contracts/page.ts';
import { brandsListFixture, categoriesListFixture } from '@shop/mocks/fixtures/listings.ts';
import { server } from '@shop/mocks/node.ts';
import { renderApp } from '@/testing/render.tsx';

afterEach(() => vi.unstubAllGlobals());

const heading = (name: string) => screen.findByRole('heading', { name, level: 1 });

/** The window as wide as the media queries say; the full lists collapse at 990 px or less. */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    const matches = (max ? width <= Number(max[1]) : true) && (min ? width >= Number(min[1]) : true);
    return { matches, media: query, addEventListener: () => {}, removeEventListener: () => {} };
  });
}

function answerFullList(sections: FullListSections) {
  const page: PageData = {
    ident: sections.kind,
    seo: { seo_title: sections.name, seo_desc: '', seo_keys: '', seo_canonical: sections.path },
    siteVersion: 'desktop',
    widgets: [],
    user: { id: false, username: 'Гость', favoriteCount: 0 },
    route: 'page',
    sections,
  };
  server.use(http.get('*/api/page', () => HttpResponse.json({ status: 'OK', data: page, messages: [] })));
}

describe('the full list of categories', () => {
  it('shows every section with its groups and leaves in columns on desktop', async () => {
    windowWidth(1280);
    const { container } = renderApp('/categories/', { siteVersion: 'desktop' });
    await heading('Все категории');
    expect(container.querySelector('[data-layout="columns"]')).not.toBeNull();
    const tools = screen.getByRole('heading', { name: 'Инструменты', level: 2 });
    expect(within(tools).getByRole('link')).toHaveAttribute('href', '/instrumenty/');
    expect(screen.getByRole('link', { name: 'Электроинструмент' })).toHaveAttribute('href', '/elektroinstrument/');
    expect(screen.getByRole('link', { name: 'Дрели' })).toHaveAttribute('href', '/dreli/');
  });

  it('collapses at 990 px or less: a section opens in place', async () => {
    windowWidth(990);
    const user = userEvent.setup();
    const { container } = renderApp('/categories/', { siteVersion: 'desktop' });
    await heading('Все категории');
    expect(container.querySelector('[data-layout="collapsed"]')).not.toBeNull();
    const tools = screen.getByRole('button', { name: 'Инструменты' });
    expect(tools).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Дрели' })).toBeNull();
    await user.click(tools);
    expect(tools).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Все товары раздела «Инструменты»' })).toHaveAttribute('href', '/instrumenty/');
    expect(screen.getByRole('link', { name: 'Дрели' })).toHaveAttribute('href', '/dreli/');
  });

  it('is one alphabetical list on mobile', async () => {
    renderApp('/categories/', { siteVersion: 'mobile' });
    await heading('Все категории');
    const names = within(screen.getByRole('main'))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(categoriesListFixture.pageval4_mobile.map((link) => link.name));
    expect(screen.getByRole('heading', { name: 'Д', level: 2 })).toBeInTheDocument();
  });

  it('is not shown when the page data has no path', async () => {
    answerFullList({ ...categoriesListFixture, path: '' });
    renderApp('/categories/', { siteVersion: 'desktop' });
    expect(await screen.findByRole('heading', { name: 'Что-то не так' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Дрели' })).toBeNull();
  });
});

describe('the full list of brands', () => {
  const brands = brandsListFixture;
  if (brands.kind !== 'brands') throw new Error('The brands fixture is a brands list');
  const threeM = { id: 9, name: '3M', url: '/brands/3m/' };
  const withDigits: FullListSections = {
    ...brands,
    pageval4: [...brands.pageval4, { letter: '0–9', alphabet: 'digits', marks: [threeM] }],
    pageval4_mobile: [...brands.pageval4_mobile, threeM],
    tabs: [...brands.tabs, { id: 'digits', title: '0–9', letters: ['0–9'] }],
  };

  it('has letter and number tabs; every letter shows as the grid, one letter its brands', async () => {
    windowWidth(1280);
    answerFullList(withDigits);
    const user = userEvent.setup();
    const { container } = renderApp('/brands/', { siteVersion: 'desktop' });
    await heading('Все бренды');
    const alphabets = screen.getByRole('tablist', { name: 'Алфавит' });
    expect(
      within(alphabets)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['А–Я', 'A–Z', '0–9']);
    expect(within(alphabets).getByRole('tab', { name: 'А–Я' })).toHaveAttribute('aria-selected', 'true');
    expect(container.querySelector('[data-layout="grid"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Гранит' })).toHaveAttribute('href', '/brands/granit/');

    const letters = screen.getByRole('group', { name: 'Первая буква' });
    expect(within(letters).getByRole('button', { name: 'Все' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(letters).getByRole('button', { name: 'Т' }));
    const tee = screen.getByRole('region', { name: 'Бренды на «Т»' });
    expect(within(tee).getByRole('link', { name: 'Техмаш' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Гранит' })).toBeNull();

    await user.click(within(alphabets).getByRole('tab', { name: 'A–Z' }));
    expect(screen.getByRole('link', { name: 'Granit' })).toHaveAttribute('href', '/brands/granit/');
    expect(screen.queryByRole('link', { name: 'Гранит' })).toBeNull();
    await user.click(within(alphabets).getByRole('tab', { name: '0–9' }));
    expect(screen.getByRole('link', { name: '3M' })).toHaveAttribute('href', '/brands/3m/');
  });

  it('lists the letters one under another at 990 px or less', async () => {
    windowWidth(980);
    const { container } = renderApp('/brands/', { siteVersion: 'desktop' });
    await heading('Все бренды');
    expect(container.querySelector('[data-layout="collapsed"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Искра' })).toBeInTheDocument();
  });

  it('on mobile, lists every brand under its letter, and the letter tabs narrow it', async () => {
    answerFullList(withDigits);
    const user = userEvent.setup();
    renderApp('/brands/', { siteVersion: 'mobile' });
    await heading('Все бренды');
    const letters = screen.getByRole('group', { name: 'Первая буква' });
    expect(
      within(letters)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Все', 'Г', 'И', 'С', 'Т', '0–9']);
    await user.click(within(letters).getByRole('button', { name: '0–9' }));
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['3M']);
  });
});
