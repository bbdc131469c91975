import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';

describe('Modal', () => {
  it('is a labelled dialog that keeps focus inside and closes on Escape', async () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Купить в 1 клик">
        <input aria-label="Телефон" />
        <button type="button">Отправить</button>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Купить в 1 клик' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Отправить' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('starts on the control marked for it: a confirmation opens on its safe choice', () => {
    render(
      <Modal open onClose={vi.fn()} title="Удалить?">
        <button type="button">Удалить</button>
        <button type="button" data-initial-focus="">
          Отмена
        </button>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Отмена' })).toHaveFocus();
  });

  it('keeps focus when its content is replaced: a form giving way to its success', async () => {
    const onClose = vi.fn();
    const view = (sent: boolean) => (
      <Modal open onClose={onClose} title="Следить за ценой">
        {sent ? (
          <>
            <p role="status">Мы сообщим об изменении цены</p>
            <button type="button">Хорошо</button>
          </>
        ) : (
          <button type="button">Подписаться</button>
        )}
      </Modal>
    );
    const { rerender } = render(view(false));
    expect(screen.getByRole('button', { name: 'Подписаться' })).toHaveFocus();
    rerender(view(true));
    expect(screen.getByRole('button', { name: 'Хорошо' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed', () => {
    render(
      <Modal open={false} onClose={() => {}} title="Скрыто">
        текст
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
