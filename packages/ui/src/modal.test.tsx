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

  it('renders nothing when closed', () => {
    render(
      <Modal open={false} onClose={() => {}} title="Скрыто">
        текст
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
