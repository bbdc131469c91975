import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@shop/contracts/account.ts';
import { signIn } from '@shop/mocks/state.ts';
import { mockCards } from '@shop/mocks/fixtures/listings.ts';
import { server } from '@shop/mocks/node.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { currentUserQueryOptions, useCurrentUser, userQueryKey } from '../api/get-user.ts';
import { SIGN_IN_MODAL } from '../sign-in.ts';
import { CategoryFavoriteToggle, ProductFavoriteToggle } from './favorite-toggle.tsx';

const card = mockCards[0]!;

/** What the header shows of the shopper: it follows the ['user'] query. */
function ShopperName() {
  return <span data-testid="shopper">{useCurrentUser().data?.username}</span>;
}

function recordRequests() {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') sent.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return sent;
}

async function renderLoaded(ui: Parameters<typeof renderWithProviders>[0]) {
  const rendered = renderWithProviders(ui);
  // The shop's header keeps the shopper loaded on every page; a toggle reads it at the click.
  await rendered.queryClient.fetchQuery(currentUserQueryOptions());
  return { ...rendered, favoriteCount: () => rendered.queryClient.getQueryData<User>(userQueryKey)?.favoriteCount };
}

afterEach(() => {
  server.events.removeAllListeners();
});

describe('product favourite toggle', () => {
  it('opens the sign-in modal for a guest and changes nothing', async () => {
    const sent = recordRequests();
    const user = userEvent.setup();
    const rendered = await renderLoaded(<ProductFavoriteToggle productId={card.id} favorite={false} />);

    await user.click(screen.getByRole('button', { name: 'В избранное' }));
    expect(rendered.store.getState().ui.modals).toContain(SIGN_IN_MODAL);
    expect(screen.getByRole('button', { name: 'В избранное' })).toHaveAttribute('aria-pressed', 'false');
    expect(sent).toEqual([]);
  });

  it('adds and removes for a signed-in shopper, and the header count takes the reply', async () => {
    signIn();
    const sent = recordRequests();
    const user = userEvent.setup();
    const rendered = await renderLoaded(<ProductFavoriteToggle productId={card.id} favorite={false} />);
    expect(rendered.favoriteCount()).toBe(3);

    const toggle = screen.getByRole('button', { name: 'В избранное' });
    expect(toggle).toHaveAttribute('title', 'В избранное');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAccessibleName('В избранном');
    expect(toggle).toHaveAttribute('title', 'В избранном');
    // The mock shopper's favourites start empty: the reply says 1, whatever the header said before.
    await waitFor(() => expect(rendered.favoriteCount()).toBe(1));
    expect(sent).toEqual([`PUT /api/favorites/products/${card.id}`]);

    await user.click(toggle);
    await waitFor(() => expect(rendered.favoriteCount()).toBe(0));
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(sent).toEqual([`PUT /api/favorites/products/${card.id}`, `DELETE /api/favorites/products/${card.id}`]);
    expect(rendered.store.getState().ui.modals).not.toContain(SIGN_IN_MODAL);
  });

  it('shows the change at once and rolls it and the count back when the call fails', async () => {
    signIn();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.put('*/api/favorites/products/:productId', async () => {
        await held;
        return HttpResponse.json(
          {
            status: 'FAIL',
            data: null,
            messages: [{ kind: 'error', text: 'Избранное недоступно' }],
            error: { message: 'Избранное недоступно', statusCode: 502 },
          },
          { status: 502 },
        );
      }),
    );
    const user = userEvent.setup();
    const rendered = await renderLoaded(<ProductFavoriteToggle productId={card.id} favorite={false} withText />);

    await user.click(screen.getByRole('button', { name: 'В избранное' }));
    const toggle = screen.getByRole('button', { name: 'В избранном' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveTextContent('В избранном');
    await waitFor(() => expect(rendered.favoriteCount()).toBe(4));

    release();
    await waitFor(() => expect(rendered.store.getState().ui.toasts.map((toast) => toast.text)).toContain('Избранное недоступно'));
    expect(screen.getByRole('button', { name: 'В избранное' })).toHaveAttribute('aria-pressed', 'false');
    expect(rendered.favoriteCount()).toBe(3);
  });

  it('is not re-rendered when the shopper changes, yet a click after sign-in adds at once', async () => {
    const sent = recordRequests();
    const user = userEvent.setup();
    let renders = 0;
    const rendered = await renderLoaded(
      <>
        <Profiler id="toggle" onRender={() => renders++}>
          <ProductFavoriteToggle productId={card.id} favorite={false} />
        </Profiler>
        <ShopperName />
      </>,
    );
    const before = renders;
    const guestName = screen.getByTestId('shopper').textContent;

    signIn();
    await rendered.queryClient.refetchQueries({ queryKey: userQueryKey });
    await waitFor(() => expect(screen.getByTestId('shopper').textContent).not.toBe(guestName));
    expect(renders).toBe(before);

    await user.click(screen.getByRole('button', { name: 'В избранное' }));
    expect(rendered.store.getState().ui.modals).not.toContain(SIGN_IN_MODAL);
    await waitFor(() => expect(sent).toContain(`PUT /api/favorites/products/${card.id}`));
  });

  it('follows a new favoritesHas when the list is reloaded', async () => {
    const rendered = await renderLoaded(<ProductFavoriteToggle productId={card.id} favorite={false} />);
    rendered.rerender(<ProductFavoriteToggle productId={card.id} favorite />);
    expect(screen.getByRole('button', { name: 'В избранном' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('category favourite toggle', () => {
  it('opens the sign-in modal for a guest', async () => {
    const user = userEvent.setup();
    const rendered = await renderLoaded(<CategoryFavoriteToggle categoryId={12} favorite={false} />);
    await user.click(screen.getByRole('button', { name: 'Категорию в избранное' }));
    expect(rendered.store.getState().ui.modals).toContain(SIGN_IN_MODAL);
  });

  it('adds and removes the category for a signed-in shopper', async () => {
    signIn();
    const sent = recordRequests();
    const user = userEvent.setup();
    await renderLoaded(<CategoryFavoriteToggle categoryId={12} favorite={false} />);
    await user.click(screen.getByRole('button', { name: 'Категорию в избранное' }));
    const toggle = await screen.findByRole('button', { name: 'Категория в избранном' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(sent).toEqual(['PUT /api/favorites/categories/12']));
    await user.click(toggle);
    await waitFor(() => expect(sent).toEqual(['PUT /api/favorites/categories/12', 'DELETE /api/favorites/categories/12']));
    expect(await screen.findByRole('button', { name: 'Категорию в избранное' })).toHaveAttribute('aria-pressed', 'false');
  });
});
