import { describe, expect, it } from 'vitest';
import { initialUiState, modalClosed, modalOpened, toastAdded, toastClosed, uiReducer as reduce } from './ui-slice.ts';

describe('ui slice', () => {
  it('adds toasts with ids and closes them by id', () => {
    let state = reduce(initialUiState, toastAdded({ kind: 'error', text: 'Ошибка' }));
    const id = state.toasts[0]?.id ?? '';
    expect(state.toasts).toEqual([{ id, kind: 'error', text: 'Ошибка' }]);
    state = reduce(state, toastClosed(id));
    expect(state.toasts).toEqual([]);
  });

  it('keeps only the latest four toasts', () => {
    let state = initialUiState;
    for (const text of ['1', '2', '3', '4', '5']) state = reduce(state, toastAdded({ kind: 'info', text }));
    expect(state.toasts.map((toast) => toast.text)).toEqual(['2', '3', '4', '5']);
  });

  it('opens a modal once and closes it', () => {
    let state = reduce(initialUiState, modalOpened('one-click'));
    state = reduce(state, modalOpened('one-click'));
    expect(state.modals).toEqual(['one-click']);
    expect(reduce(state, modalClosed('one-click')).modals).toEqual([]);
  });
});
