import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render.tsx';
import { SHARE_POPUP, sharePopup } from '../share.ts';

const DRILL = '/drel-akkumulyatornaya-sibir-18v/';

beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/shop-layout.tsx'),
    import('@/app/routes/page.tsx'),
    import('@/screens/product/product-screen.tsx'),
  ]);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function openMenu() {
  renderApp(DRILL);
  const trigger = await screen.findByRole('button', { name: 'Поделиться' });
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fireEvent.click(trigger);
  // The choices' code comes when the menu first opens.
  return screen.findByRole('list', { name: 'Поделиться ссылкой' });
}

describe('share', () => {
  it('opens Telegram, VKontakte and Odnoklassniki in a 600×500 window; the menu closes 500 ms after', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('button', { name: 'Telegram' }));
    const link = `http://localhost:3000${DRILL}`;
    expect(open).toHaveBeenCalledWith(
      `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent('Дрель аккумуляторная «Сибирь» 18 В')}`,
      'share',
      `popup=yes,width=${SHARE_POPUP.width},height=${SHARE_POPUP.height}`,
    );
    expect(SHARE_POPUP).toEqual({ width: 600, height: 500 });
    await act(() => vi.advanceTimersByTimeAsync(450));
    expect(screen.getByRole('list', { name: 'Поделиться ссылкой' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('list', { name: 'Поделиться ссылкой' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Поделиться' }));
    fireEvent.click(screen.getByRole('button', { name: 'ВКонтакте' }));
    expect(open).toHaveBeenLastCalledWith(expect.stringMatching(/^https:\/\/vk\.com\/share\.php\?url=/), 'share', expect.any(String));
    await act(() => vi.advanceTimersByTimeAsync(500));
    fireEvent.click(screen.getByRole('button', { name: 'Поделиться' }));
    fireEvent.click(screen.getByRole('button', { name: 'Одноклассники' }));
    expect(open).toHaveBeenLastCalledWith(expect.stringMatching(/^https:\/\/connect\.ok\.ru\/offer\?url=/), 'share', expect.any(String));
  });

  it('copies the link, says so until the menu closes; a refusing clipboard is ignored', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('button', { name: 'Копировать ссылку' }));
    expect(await within(menu).findByRole('button', { name: 'Ссылка скопирована' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`http://localhost:3000${DRILL}`);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('list', { name: 'Поделиться ссылкой' })).not.toBeInTheDocument();

    writeText.mockImplementation(() => Promise.reject(new Error('denied')));
    fireEvent.click(screen.getByRole('button', { name: 'Поделиться' }));
    fireEvent.click(screen.getByRole('button', { name: 'Копировать ссылку' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('button', { name: 'Ссылка скопирована' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a browser that opens no window hears that it does not support it', async () => {
    vi.spyOn(sharePopup, 'open').mockReturnValue(false);
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('button', { name: 'Telegram' }));
    expect(await screen.findByText('Ваш браузер не поддерживает эту функцию')).toBeInTheDocument();
  });
});
