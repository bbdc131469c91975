import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '@shop/mocks/node.ts';
import { renderApp } from '@/testing/render.tsx';

const DRILL = '/drel-akkumulyatornaya-sibir-18v/';

beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/shop-layout.tsx'),
    import('@/app/routes/page.tsx'),
    import('@/screens/product/product-screen.tsx'),
  ]);
});

async function openColors() {
  renderApp(DRILL);
  return screen.findByRole('group', { name: 'Цвет' });
}

describe('colours', () => {
  it('a swatch remembers the colour, which the page then shows as chosen', async () => {
    const user = userEvent.setup();
    const remembered: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/user/color')
        void request
          .clone()
          .json()
          .then((body: unknown) => remembered.push(body));
    });
    const group = await openColors();
    expect(group).toHaveTextContent('Цвет: не выбран');
    await user.click(within(group).getByRole('button', { name: 'Цвет: чёрный' }));
    await waitFor(() => expect(group).toHaveTextContent('Цвет: чёрный'));
    expect(within(group).getByRole('button', { name: 'Цвет: чёрный' })).toHaveAttribute('aria-pressed', 'true');
    expect(remembered).toEqual([{ assortmentId: 101, colorId: 2 }]);
    server.events.removeAllListeners();
  });

  it('the colours modal searches the colours by name and remembers the one chosen', async () => {
    const user = userEvent.setup();
    const searches: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/search/colors') searches.push(url.searchParams.get('search') ?? '');
    });
    const group = await openColors();
    await user.click(within(group).getByRole('button', { name: 'Все цвета' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выбор цвета' });
    expect(await within(dialog).findByRole('button', { name: 'синий' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'чёрный' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Найти цвет'), 'чёр');
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'синий' })).not.toBeInTheDocument());
    // Typing is debounced: the colours are searched for what was typed, not letter by letter.
    expect(searches.filter((search) => search !== '')).toEqual(['чёр']);
    await user.click(within(dialog).getByRole('button', { name: 'чёрный' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(group).toHaveTextContent('Цвет: чёрный');
    server.events.removeAllListeners();
  });

  it('says so when no colour matches', async () => {
    const user = userEvent.setup();
    const group = await openColors();
    await user.click(within(group).getByRole('button', { name: 'Все цвета' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выбор цвета' });
    await user.type(within(dialog).getByLabelText('Найти цвет'), 'фуксия');
    expect(await within(dialog).findByText('Такого цвета нет')).toBeInTheDocument();
  });
});
