import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CatalogueFilter, CataloguePageSections } from '@shop/contracts/catalogue.ts';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import { contract } from '@shop/contracts/routes.ts';
import { productWord } from '@shop/contracts/rules/plural.ts';
import { failure, handle } from '@shop/mocks/contract-handler.ts';
import { listingPage } from '@shop/mocks/fixtures/page.ts';
import { server } from '@shop/mocks/node.ts';
import { renderApp } from '@/testing/render.tsx';

// The loaded runs of a listing live for the visit; each test is a new visit.

const target: CatalogueFilter = {
  id: 5,
  type: 'list',
  name: 'Назначение',
  realName: 'Назначение',
  target: 'target',
  values: [
    { id: 372, val: 'Для дома', count: 11, disabled: false },
    { id: 373, val: 'Для дачи', count: 10, disabled: false },
    { id: 376, val: 'Для профессионалов', count: 0, disabled: true },
  ],
};

const power: CatalogueFilter = {
  id: 11,
  type: 'list',
  name: 'Мощность',
  realName: 'Мощность, Вт',
  target: 'f11',
  values: Array.from({ length: 45 }, (_, index) => ({
    id: 100 + index,
    val: `${500 + index * 50} Вт`,
    count: index % 9 === 8 ? 0 : 3,
    disabled: index % 9 === 8,
  })),
};

/**
 * The mock shop's listing at any path it reads, with the filters changed by `change`; a path it
 * cannot read (filters it does not have) answers its base listing, as the test only follows URLs.
 */
function answerListing(siteVersion: SiteVersion, change: (sections: CataloguePageSections) => Partial<CataloguePageSections>) {
  server.use(
    http.get('*/api/page', ({ request }) => {
      const path = new URL(request.url).searchParams.get('path') ?? '/';
      const page =
        listingPage(path, { siteVersion, favorites: new Set() }) ?? listingPage('/instrumenty/', { siteVersion, favorites: new Set() });
      if (page?.route !== 'catalog' || !('listing' in page.sections)) throw new Error('The mock shop has no /instrumenty/ listing');
      return HttpResponse.json({ status: 'OK', data: { ...page, sections: { ...page.sections, ...change(page.sections) } }, messages: [] });
    }),
  );
}

const withExtraFilters = (sections: CataloguePageSections) => ({ filters: [...sections.filters, target, power] });

async function openListing(path: string, siteVersion: SiteVersion) {
  const user = userEvent.setup();
  const rendered = renderApp(path, { siteVersion });
  await screen.findByRole('heading', { name: 'Инструменты', level: 1 });
  return { user, ...rendered };
}

const at = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

describe('the desktop filters panel', () => {
  it('offers the target values as quick filters, one click each; a value with nothing left is disabled', async () => {
    answerListing('desktop', withExtraFilters);
    const { user, router } = await openListing('/instrumenty/', 'desktop');
    const quick = await screen.findByRole('group', { name: 'Быстрые фильтры: Назначение' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Для дома', 'Для дачи', 'Для профессионалов']);
    expect(within(quick).getByRole('button', { name: 'Для профессионалов' })).toBeDisabled();
    await user.click(within(quick).getByRole('button', { name: 'Для дачи' }));
    await waitFor(() => expect(at(router)).toBe('/instrumenty/target:373/'));
    // Not offered again as a dropdown.
    expect(screen.queryByRole('button', { name: 'Назначение' })).toBeNull();
  });

  it('shows a short list as tabs: «Все» or one value', async () => {
    const { user, router } = await openListing('/instrumenty/', 'desktop');
    const types = screen.getByRole('group', { name: 'Тип' });
    expect(within(types).getByRole('button', { name: 'Все' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(types).getByRole('button', { name: 'аккумуляторный' }));
    await waitFor(() => expect(at(router)).toBe('/instrumenty/f10:2/'));
    const chosen = await screen.findByRole('button', { name: 'аккумуляторный', pressed: true });
    await user.click(within(screen.getByRole('group', { name: 'Тип' })).getByRole('button', { name: 'сетевой' }));
    await waitFor(() => expect(at(router)).toBe('/instrumenty/f10:1/'));
    expect(chosen).toBeDefined();
    await user.click(await within(screen.getByRole('group', { name: 'Тип' })).findByRole('button', { name: 'Все' }));
    await waitFor(() => expect(at(router)).toBe('/instrumenty/'));
  });

  it('opens one dropdown at a time, its options at most 450 px high, disabled ones shown disabled', async () => {
    answerListing('desktop', withExtraFilters);
    const { user, router } = await openListing('/instrumenty/', 'desktop');
    const powerButton = screen.getByRole('button', { name: 'Мощность' });
    await user.click(powerButton);
    expect(powerButton).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getByRole('list', { name: 'Мощность, Вт' });
    expect(within(options).getAllByRole('checkbox')).toHaveLength(45);
    expect(within(options).getByRole('checkbox', { name: /^900 Вт/ })).toBeDisabled();
    expect(within(options).getByRole('checkbox', { name: /^500 Вт/ })).toBeEnabled();

    const brand = screen.queryByRole('button', { name: 'Бренд' });
    // The mock shop's four brands are tabs; the date or a longer list would be a second dropdown.
    expect(brand).toBeNull();
    await user.keyboard('{Escape}');
    expect(powerButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(powerButton);
    await user.click(within(screen.getByRole('list', { name: 'Мощность, Вт' })).getByRole('checkbox', { name: /^550 Вт/ }));
    await waitFor(() => expect(at(router)).toBe('/instrumenty/f11:101/'));
  });

  it('keeps the price range within what can be chosen, min never above max; the whole range drops it', async () => {
    const { user, router } = await openListing('/instrumenty/', 'desktop');
    const field = (name: 'от' | 'до') => screen.getByRole('textbox', { name: `Цена ${name}` }) as HTMLInputElement;
    const retype = async (name: 'от' | 'до', value: number) => {
      await user.tripleClick(field(name));
      await user.keyboard(String(value));
    };
    const [min, max] = [Number(field('от').value), Number(field('до').value)];
    expect(min).toBeLessThan(max);
    await retype('от', max + 1000);
    await user.tab();
    // A min past the max meets the max.
    await waitFor(() => expect(at(router)).toBe(`/instrumenty/price:${max},${max}/`));
    await waitFor(() => expect(field('от').value).toBe(String(max)));
    await retype('от', min);
    await retype('до', max * 10);
    await user.keyboard('{Enter}');
    // Clamped to the range, which is the whole range: no price filter.
    await waitFor(() => expect(at(router)).toBe('/instrumenty/'));
  });
});

describe('the mobile filters modal', () => {
  async function openModal(
    path = '/instrumenty/',
    change: (sections: CataloguePageSections) => Partial<CataloguePageSections> = () => ({}),
  ) {
    // One page of goods: jsdom lays nothing out, so the endless list takes every card for read and
    // may load page 2 and follow it in the address at any moment, racing the filters' own moves.
    answerListing('mobile', (sections) => ({ ...change(sections), pagination: { ...sections.pagination, nextPageUrl: null } }));
    const opened = await openListing(path, 'mobile');
    await opened.user.click(screen.getByRole('button', { name: /^Фильтры/ }));
    return { ...opened, dialog: await screen.findByRole('dialog', { name: 'Все фильтры' }) };
  }

  it('counts the choice for its button, applies it to the URL by filter id and resets to the base path', async () => {
    const { user, router, dialog } = await openModal();
    // Nothing chosen: the footer's button closes.
    expect(within(dialog).getByText('Закрыть', { selector: 'button' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^Тип/ }));
    const types = await screen.findByRole('dialog', { name: 'Тип' });
    await user.click(within(types).getByRole('checkbox', { name: /ручной/ }));
    await user.click(within(types).getByRole('button', { name: /Назад/ }));
    await user.click(within(screen.getByRole('dialog', { name: 'Все фильтры' })).getByRole('button', { name: /^Бренд/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Бренд' })).getByRole('checkbox', { name: /Гранит/ }));
    // The mock shop has five hand tools by Гранит: the count comes from the count request.
    const show = await screen.findByRole('button', { name: 'Показать 5 товаров' });
    await user.click(show);
    // On mobile the segments go by filter id: f1 before f10, whatever order they were chosen in.
    await waitFor(() => expect(at(router)).toBe('/instrumenty/f1:1/f10:3/'));

    await user.click(await screen.findByRole('button', { name: /^Фильтры/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Все фильтры' })).getByRole('button', { name: 'Сбросить' }));
    await waitFor(() => expect(at(router)).toBe('/instrumenty/'));
  });

  it("counts the applied choice too: its button shows the listing's total and only closes", async () => {
    const page = listingPage('/instrumenty/f1:1/', { siteVersion: 'mobile', favorites: new Set() });
    if (page?.route !== 'catalog' || !('productsParams' in page.sections)) throw new Error('The mock shop has no Гранит listing');
    const total = page.sections.productsParams.total;
    const { user, router, dialog } = await openModal('/instrumenty/f1:1/');
    // The selection is what the listing applied: its count is the listing's, with no request.
    const show = within(dialog).getByRole('button', { name: `Показать ${total} ${productWord(total)}` });
    await user.click(show);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Все фильтры' })).toBeNull());
    expect(at(router)).toBe('/instrumenty/f1:1/');
  });

  it('closing without confirming puts the applied choice back', async () => {
    const { user, dialog } = await openModal('/instrumenty/f1:1/');
    expect(within(dialog).getByText('Гранит')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^Бренд/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Бренд' })).getByRole('checkbox', { name: /Гранит/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Бренд' })).getByRole('checkbox', { name: /Искра/ }));
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    await user.click(screen.getByRole('button', { name: /^Фильтры/ }));
    const again = await screen.findByRole('dialog', { name: 'Все фильтры' });
    expect(within(again).getByText('Гранит')).toBeInTheDocument();
    expect(within(again).queryByText('Искра')).toBeNull();
  });

  it('lists 30 values a step, shows a long choice as a count, and a failed count still applies', async () => {
    server.use(handle(contract.catalogue.count, () => failure(502, 'Undefined error')));
    const { user, router, dialog } = await openModal('/instrumenty/', withExtraFilters);
    await user.click(within(dialog).getByRole('button', { name: /^Мощность/ }));
    const level = await screen.findByRole('dialog', { name: 'Мощность' });
    expect(within(level).getAllByRole('checkbox')).toHaveLength(30);
    await user.click(within(level).getByRole('button', { name: 'Показать ещё' }));
    expect(within(level).getAllByRole('checkbox')).toHaveLength(45);
    for (const name of [/^500 Вт/, /^550 Вт/, /^600 Вт/, /^650 Вт/]) await user.click(within(level).getByRole('checkbox', { name }));
    await user.click(within(level).getByRole('button', { name: /Назад/ }));
    // '500 Вт, 550 Вт, 600 Вт, 650 Вт' is longer than 25 characters.
    const row = within(screen.getByRole('dialog', { name: 'Все фильтры' })).getByRole('button', { name: /^Мощность/ });
    expect(row).toHaveTextContent('Выбрано: 4');
    // A filter with one value toggles in place: the quick filter has three here, so none does; the count failed.
    const apply = await screen.findByRole('button', { name: 'Показать' });
    await user.click(apply);
    await waitFor(() => expect(at(router)).toBe('/instrumenty/f11:100,101,102,103/'));
  });

  it('toggles a filter with a single value directly', async () => {
    const single: CatalogueFilter = { ...target, values: [{ id: 372, val: 'Для дома', count: 11, disabled: false }], name: 'Для дома' };
    const { user, dialog } = await openModal('/instrumenty/', (sections) => ({ filters: [...sections.filters, single] }));
    const toggle = within(dialog).getByRole('checkbox', { name: 'Для дома' });
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(screen.queryByRole('dialog', { name: 'Для дома' })).toBeNull();
  });
});
