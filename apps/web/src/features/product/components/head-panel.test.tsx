import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '@/testing/intersection-observer.ts';
import { renderApp } from '@/testing/render.tsx';

const DRILL = '/drel-akkumulyatornaya-sibir-18v/';

beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/shop-layout.tsx'),
    import('@/app/routes/page.tsx'),
    import('@/screens/product/product-screen.tsx'),
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openDrill() {
  const io = stubIntersectionObserver();
  renderApp(DRILL);
  const title = await screen.findByRole('heading', { level: 1, name: 'Дрель аккумуляторная «Сибирь» 18 В' });
  // The trigger is the block of gallery, identity and prices that holds the title.
  // It is observed from an effect, which a loaded machine may run a moment after the title shows.
  const trigger = await waitFor(() => {
    const observed = io.observed.map((entry) => entry.element).find((element) => element.contains(title));
    if (!observed) throw new Error('the head panel trigger is not observed');
    return observed;
  });
  return { io, trigger };
}

describe('desktop head panel', () => {
  it('appears once its trigger is above the viewport and goes when it comes back', async () => {
    const { io, trigger } = await openDrill();
    expect(screen.queryByRole('region', { name: 'Товар кратко' })).not.toBeInTheDocument();
    // Below the viewport is not "scrolled past".
    act(() => io.report(trigger, { isIntersecting: false, top: 900 }));
    expect(screen.queryByRole('region', { name: 'Товар кратко' })).not.toBeInTheDocument();
    act(() => io.report(trigger, { isIntersecting: false, top: -600 }));
    // The panel's code is a chunk of its own, loaded ahead when the browser is idle.
    expect(await screen.findByRole('region', { name: 'Товар кратко' })).toBeInTheDocument();
    act(() => io.report(trigger, { isIntersecting: true, top: -100 }));
    expect(screen.queryByRole('region', { name: 'Товар кратко' })).not.toBeInTheDocument();
  });

  it('holds the thumbnail, code, section links, title, Профи and Розница, cart, favourite and scroll-to-top', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { io, trigger } = await openDrill();
    act(() => io.report(trigger, { isIntersecting: false, top: -600 }));
    const panel = await screen.findByRole('region', { name: 'Товар кратко' });
    expect(panel.querySelector('img')).toHaveAttribute('src', expect.stringContaining('/img/p/101-1-90.svg'));
    expect(within(panel).getByText('Код товара: 101')).toBeInTheDocument();
    expect(within(panel).getByText('Дрель аккумуляторная «Сибирь» 18 В')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Характеристики' })).toHaveAttribute('href', '#characteristics');
    expect(within(panel).getByRole('link', { name: 'Отзывы' })).toHaveAttribute('href', '#reviews');
    expect(within(panel).getByRole('link', { name: 'Обсуждения' })).toHaveAttribute('href', '#forum');
    expect(within(panel).getByText('Профи').nextElementSibling).toHaveTextContent(/7\s490\s₽/);
    expect(within(panel).getByText('Розница').nextElementSibling).toHaveTextContent(/8\s239\s₽/);
    // The mock cart holds this drill: the control shows its quantity.
    expect(within(panel).getByRole('textbox', { name: /Количество/ })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'В избранное' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Наверх' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
