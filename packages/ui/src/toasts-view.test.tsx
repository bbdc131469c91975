import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastsView } from './toasts-view.tsx';

afterEach(() => vi.useRealTimers());

describe('ToastsView', () => {
  it('closes a toast after 5 s by default and after its own duration otherwise', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(
      <ToastsView
        toasts={[
          { id: 'a', kind: 'error', text: 'Ошибка' },
          { id: 'b', kind: 'info', text: 'Трассировка', durationMs: 15000 },
        ]}
        onClose={onClose}
      />,
    );
    act(() => vi.advanceTimersByTime(4999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledWith('a');
    act(() => vi.advanceTimersByTime(10000));
    expect(onClose).toHaveBeenCalledWith('b');
  });

  it('closes a toast from its close button', () => {
    const onClose = vi.fn();
    render(<ToastsView toasts={[{ id: 'a', kind: 'success', text: 'Готово' }]} onClose={onClose} />);
    expect(screen.getByRole('status')).toHaveTextContent('Готово');
    screen.getByRole('button', { name: 'Закрыть уведомление' }).click();
    expect(onClose).toHaveBeenCalledWith('a');
  });
});
