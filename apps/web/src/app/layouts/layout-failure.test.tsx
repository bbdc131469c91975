import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@shop/mocks/node.ts';
import { renderApp } from '@/testing/render.tsx';

describe('shop layout', () => {
  it('shows the error page with status 500 when the shopper cannot be loaded', async () => {
    server.use(
      http.get('*/api/user', () =>
        HttpResponse.json(
          { status: 'FAIL', data: null, messages: [], error: { message: 'Undefined error', statusCode: 502, route: '404page' } },
          { status: 502 },
        ),
      ),
    );
    const { container } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Что-то не так' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(container.querySelector('[data-status="500"]')).not.toBeNull();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Ошибка 500');
  });

  it('renders the shop when only the cart count fails', async () => {
    server.use(
      http.get('*/api/cart', () =>
        HttpResponse.json({ status: 'FAIL', data: null, messages: [], error: { message: 'x', statusCode: 502 } }, { status: 502 }),
      ),
    );
    renderApp('/');
    expect(await screen.findByRole('region', { name: 'Предложения магазина' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(document.querySelector('[data-status="500"]')).toBeNull();
  });
});
