import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { Screen } from './message-screen.tsx';
import type { MessageSections } from './sections.ts';

const seo = { seo_title: '', seo_desc: '', seo_keys: '', seo_canonical: '' };
const slow = { timeout: 15_000 };

function renderMessage(sections: MessageSections, siteVersion: SiteVersion = 'desktop') {
  const router = createMemoryRouter(
    [
      { path: '/message/', element: <Screen page={{ seo, sections }} /> },
      { path: '*', element: <p>Другая страница</p> },
    ],
    { initialEntries: ['/message/'] },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />, { siteVersion }) };
}

const unsubscribed: MessageSections = {
  title: 'Вы отписались от уведомлений о цене',
  text: '<p>Мы больше не будем писать на <b>a@example.ru</b>.</p><img src="x" onerror="alert(1)">',
  button: { label: 'Вернуться к товару', url: '/drel-udarnaya/' },
};

describe('message page', () => {
  it('shows the title, the sanitised text and a button that goes where its url says', async () => {
    const { router, container } = renderMessage(unsubscribed);
    expect(screen.getByRole('heading', { level: 1, name: unsubscribed.title })).toBeInTheDocument();
    expect(screen.getByText('a@example.ru')).toBeInTheDocument();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('pre')).toBeNull();
    // Done, not a warning: a check mark, not '!'.
    expect(container.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'success');
    expect(container.querySelector('[data-tone]')).toHaveTextContent('✓');
    await userEvent.click(screen.getByRole('link', { name: 'Вернуться к товару' }));
    expect(router.state.location.pathname).toBe('/drel-udarnaya/');
  });

  it('goes home when the url is not a shop path or a web address', () => {
    renderMessage({ ...unsubscribed, button: { label: '', url: 'javascript:alert(1)' } });
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  });

  it('shows the error trace and the footer when the server gives them', () => {
    const { container } = renderMessage({
      ...unsubscribed,
      errorTrace: 'Error: payment gateway timeout\n  at pay (pay.php:42)',
      footer: '<p>Вопросы — по телефону 8 800 000-00-00</p>',
    });
    expect(container.querySelector('pre')).toHaveTextContent('Error: payment gateway timeout');
    expect(container.querySelector('[data-tone]')).toHaveTextContent('!');
    expect(screen.getByTestId('message-footer')).toHaveTextContent('Вопросы — по телефону 8 800 000-00-00');
  });

  it('shows the shopper widgets and the four keyed widgets on desktop', async () => {
    renderMessage(unsubscribed, 'desktop');
    expect(screen.getByTestId('message-widgets')).toBeInTheDocument();
    for (const header of ['Категории со скидками', 'Товары со скидкой', 'Популярные категории', 'Популярные товары']) {
      expect(await screen.findByRole('heading', { name: header }, slow)).toBeInTheDocument();
    }
  });

  it('shows no widgets on mobile', async () => {
    renderMessage(unsubscribed, 'mobile');
    expect(screen.getByRole('heading', { level: 1, name: unsubscribed.title })).toBeInTheDocument();
    expect(screen.queryByTestId('message-widgets')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Популярные товары' })).toBeNull());
  });
});
