import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { server } from '@shop/mocks/node.ts';
import { pageQueryKey } from '@/entities/page/api/get-page.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { pageHotkeyTarget, usePageHotkeys } from './use-page-hotkeys.ts';

describe('page hot keys', () => {
  it('count the next, previous, last and first page from the address, keeping filters and sort', () => {
    expect(pageHotkeyTarget('ArrowRight', '/dreli/f1:340/', 6)).toBe('/dreli/f1:340/page-2/');
    expect(pageHotkeyTarget('ArrowLeft', '/dreli/page-2/?sort_field=price&sort_dir=asc', 6)).toBe('/dreli/?sort_field=price&sort_dir=asc');
    expect(pageHotkeyTarget('ArrowDown', '/dreli/page-2/', 6)).toBe('/dreli/page-6/');
    expect(pageHotkeyTarget('ArrowUp', '/dreli/page-6/', 6)).toBe('/dreli/');
  });

  it('go nowhere past either end or on other keys', () => {
    expect(pageHotkeyTarget('ArrowLeft', '/dreli/', 6)).toBeNull();
    expect(pageHotkeyTarget('ArrowUp', '/dreli/', 6)).toBeNull();
    expect(pageHotkeyTarget('ArrowRight', '/dreli/page-6/', 6)).toBeNull();
    expect(pageHotkeyTarget('ArrowDown', '/dreli/page-6/', 6)).toBeNull();
    expect(pageHotkeyTarget('ArrowRight', '/dreli/', 1)).toBeNull();
    expect(pageHotkeyTarget('Enter', '/dreli/', 6)).toBeNull();
  });

  function Listing() {
    const { loading } = usePageHotkeys(6);
    const { pathname } = useLocation();
    return (
      <p data-testid="address" aria-busy={loading}>
        {pathname}
      </p>
    );
  }

  const press = (key: string, ctrlKey = true) =>
    document.dispatchEvent(new KeyboardEvent('keydown', { key, ctrlKey, bubbles: true, cancelable: true }));

  function renderListing(path: string) {
    const router = createMemoryRouter([{ path: '*', Component: Listing }], { initialEntries: [path] });
    const addresses: string[] = [];
    router.subscribe((state) => addresses.push(state.location.pathname));
    const { queryClient } = renderWithProviders(<RouterProvider router={router} />);
    return { router, addresses, queryClient };
  }

  /** The mock shop's page replies wait until the test lets them come. */
  function holdPages() {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked: string[] = [];
    server.use(
      http.get('*/api/page', async ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('path') ?? '');
        await released;
      }),
    );
    return { asked, release };
  }

  it('a key pressed before the page of the last key is rendered counts from that page', async () => {
    const { router, addresses } = renderListing('/instrumenty/page-2/');
    // Both keys reach the listing before it renders again, as on a busy machine.
    await act(async () => {
      press('ArrowDown');
      press('ArrowLeft');
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/instrumenty/page-5/'));
    expect(screen.getByTestId('address')).toHaveTextContent('/instrumenty/page-5/');
    // Straight there: the last page was never rendered on the way.
    expect(addresses).toEqual(['/instrumenty/page-5/']);
  });

  it('a key pressed while the page of the last key loads is acted on: Ctrl+Right then Ctrl+Left stays on the page', async () => {
    const pages = holdPages();
    const { router, addresses, queryClient } = renderListing('/instrumenty/');
    await act(async () => press('ArrowRight'));
    await waitFor(() => expect(pages.asked).toEqual(['/instrumenty/page-2/']));
    // The listing stays, and hears keys, while the page loads.
    expect(screen.getByTestId('address')).toHaveAttribute('aria-busy', 'true');
    await act(async () => press('ArrowLeft'));
    expect(screen.getByTestId('address')).toHaveAttribute('aria-busy', 'false');
    await act(async () => pages.release());
    await waitFor(() => expect(queryClient.getQueryState(pageQueryKey('/instrumenty/page-2/'))?.status).toBe('success'));
    expect(router.state.location.pathname).toBe('/instrumenty/');
    expect(addresses).toEqual([]);
    // The next key goes on from the page the shopper is on.
    await act(async () => press('ArrowRight'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/instrumenty/page-2/'));
  });

  it('needs Ctrl and leaves keys typed into a field alone', async () => {
    const { router } = renderListing('/instrumenty/');
    await act(async () => press('ArrowRight', false));
    expect(router.state.location.pathname).toBe('/instrumenty/');
    const input = document.createElement('input');
    document.body.append(input);
    await act(async () => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', ctrlKey: true, bubbles: true }));
    });
    expect(router.state.location.pathname).toBe('/instrumenty/');
    input.remove();
    await act(async () => press('ArrowRight'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/instrumenty/page-2/'));
  });
});
