import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
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
    usePageHotkeys(6);
    const { pathname } = useLocation();
    return <p data-testid="address">{pathname}</p>;
  }

  const press = (key: string, ctrlKey = true) =>
    document.dispatchEvent(new KeyboardEvent('keydown', { key, ctrlKey, bubbles: true, cancelable: true }));

  function renderListing(path: string) {
    const router = createMemoryRouter([{ path: '*', Component: Listing }], { initialEntries: [path] });
    render(<RouterProvider router={router} />);
    return router;
  }

  it('a key pressed before the page of the last key is drawn counts from that page', async () => {
    const router = renderListing('/instrumenty/page-2/');
    // Both keys reach the listing before it draws again, as on a busy machine.
    await act(async () => {
      press('ArrowDown');
      press('ArrowLeft');
    });
    expect(router.state.location.pathname).toBe('/instrumenty/page-5/');
    expect(screen.getByTestId('address')).toHaveTextContent('/instrumenty/page-5/');
  });

  it('needs Ctrl and leaves keys typed into a field alone', async () => {
    const router = renderListing('/instrumenty/');
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
    expect(router.state.location.pathname).toBe('/instrumenty/page-2/');
  });
});
