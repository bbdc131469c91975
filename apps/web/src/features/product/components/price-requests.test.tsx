import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
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

async function openModal(button: string, title: string) {
  const user = userEvent.setup();
  renderApp(DRILL);
  const aside = await screen.findByRole('complementary', { name: 'Цены' });
  await user.click(within(aside).getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: title });
  return { user, dialog };
}

function recordBodies(path: string) {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path)
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
  });
  return bodies;
}

describe('price-change subscription', () => {
  it('checks the e-mail before sending it, then confirms the subscription', async () => {
    const bodies = recordBodies('/api/notifications/price-change');
    const { user, dialog } = await openModal('Следить за ценой', 'Сообщить об изменении цены');
    const email = within(dialog).getByLabelText('E-mail');
    await user.type(email, 'ivan@');
    await user.click(within(dialog).getByRole('button', { name: 'Подписаться' }));
    expect(within(dialog).getByText('Укажите корректный e-mail, например name@example.ru')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
    await user.type(email, 'example.ru');
    await user.click(within(dialog).getByRole('button', { name: 'Подписаться' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Мы сообщим об изменении цены на ivan@example.ru');
    expect(bodies).toEqual([{ assortmentId: 101, email: 'ivan@example.ru' }]);
    // Focus stays in the dialog once it shows its success, and Escape closes it.
    expect(within(dialog).getByRole('button', { name: 'Хорошо' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('shows the server’s refusal beside the form and keeps the address', async () => {
    server.use(
      http.post('*/api/notifications/price-change', () =>
        HttpResponse.json(
          {
            status: 'FAIL',
            data: null,
            messages: [{ kind: 'error', text: 'Слишком много подписок' }],
            error: { message: 'x', statusCode: 409 },
          },
          { status: 409 },
        ),
      ),
    );
    const { user, dialog } = await openModal('Следить за ценой', 'Сообщить об изменении цены');
    await user.type(within(dialog).getByLabelText('E-mail'), 'ivan@example.ru');
    await user.click(within(dialog).getByRole('button', { name: 'Подписаться' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Слишком много подписок');
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('ivan@example.ru');
  });
});

describe('discount request', () => {
  it('marks what is missing, then sends quantity, unit, price, comment, e-mail and phone', async () => {
    const bodies = recordBodies('/api/discount-requests');
    const { user, dialog } = await openModal('Хочу скидку', 'Запрос скидки');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    expect(within(dialog).getByText('Укажите желаемую цену больше нуля')).toBeInTheDocument();
    expect(within(dialog).getByText('Укажите корректный e-mail, например name@example.ru')).toBeInTheDocument();
    expect(within(dialog).getByText('Телефон должен содержать не меньше 10 цифр')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    const quantity = within(dialog).getByLabelText('Количество');
    await user.clear(quantity);
    await user.type(quantity, '20');
    await user.type(within(dialog).getByLabelText('Желаемая цена за единицу, ₽'), '6990');
    await user.type(within(dialog).getByLabelText('Комментарий'), 'Для бригады');
    await user.type(within(dialog).getByLabelText('E-mail'), 'b@example.ru');
    await user.type(within(dialog).getByLabelText('Телефон'), '9123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Заявка принята: менеджер свяжется с вами');
    await waitFor(() =>
      expect(bodies).toEqual([
        { assortmentId: 101, quantity: 20, multismId: 1, price: 6990, comment: 'Для бригады', email: 'b@example.ru', phone: '9123456789' },
      ]),
    );
    // The form gave way to its success: focus stays in the dialog, on its button, and Escape closes it.
    expect(within(dialog).getByRole('button', { name: 'Хорошо' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('is not offered for goods that are not sold now', async () => {
    renderApp('/uroven-stroitelnyy-400/');
    const aside = await screen.findByRole('complementary', { name: 'Цены' });
    expect(within(aside).queryByRole('button', { name: 'Хочу скидку' })).not.toBeInTheDocument();
    expect(within(aside).getByRole('button', { name: 'Следить за ценой' })).toBeInTheDocument();
  });
});
