import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render.tsx';
import { bubbleLeft, TOOLTIP_WIDTH } from './tooltip.tsx';

beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/shop-layout.tsx'),
    import('@/app/routes/page.tsx'),
    import('@/screens/product/product-screen.tsx'),
  ]);
});

describe('tooltips', () => {
  it('open on a click with the server’s text and close on a click outside', async () => {
    const user = userEvent.setup();
    renderApp('/drel-akkumulyatornaya-sibir-18v/');
    const aside = await screen.findByRole('complementary', { name: 'Цены' });
    const trigger = within(aside).getByRole('button', { name: 'Подсказка: Профи' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Профи — цена для всех покупателей нашего магазина.');
    // A click inside keeps it open.
    await user.click(screen.getByRole('tooltip'));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes it; each price kind and delivery way has its own', async () => {
    const user = userEvent.setup();
    renderApp('/drel-akkumulyatornaya-sibir-18v/');
    const aside = await screen.findByRole('complementary', { name: 'Цены' });
    await user.click(within(aside).getByRole('button', { name: 'Подсказка: Экспресс, 4 часа' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('990 ₽, для товаров с отметкой «Экспресс»');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    for (const topic of ['Малый опт', 'Самовывоз', 'Доставка']) {
      expect(within(aside).getByRole('button', { name: `Подсказка: ${topic}` })).toBeInTheDocument();
    }
  });

  it('is 300 px wide and stays inside the window', () => {
    expect(TOOLTIP_WIDTH).toBe(300);
    // Desktop: under the trigger's right end, leftwards.
    expect(bubbleLeft({ left: 1000, right: 1024 }, 1280)).toBe(1024 - 300 - 1000);
    // A trigger near the left edge of a phone: moved right to start 12 px from the edge.
    expect(bubbleLeft({ left: 100, right: 124 }, 390)).toBe(12 - 100);
    // Narrower than 300 + margins: the bubble takes the window less 12 px a side.
    expect(bubbleLeft({ left: 200, right: 224 }, 300)).toBe(12 - 200);
  });
});
