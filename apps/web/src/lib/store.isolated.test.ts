import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/lib/store.ts';
import { modalOpened, toastAdded } from '@/lib/ui-slice.ts';

// Its own modules: the store must start without Redux Toolkit, which no earlier file may have loaded.
const countedSlice = createSlice({
  name: 'countedForStoreTest',
  initialState: { count: 0 },
  reducers: { counted: (state) => void state.count++ },
});

describe('makeStore before and after Redux Toolkit loads', () => {
  it('keeps the UI state and its subscribers when a feature loads Redux, and runs the feature’s slice', async () => {
    const store = makeStore();
    let heard = 0;
    store.subscribe(() => void heard++);
    store.dispatch(toastAdded({ kind: 'info', text: 'Добавлено' }));
    store.dispatch(modalOpened('one-click'));
    expect(heard).toBe(2);
    expect(() => store.dispatch(() => undefined)).toThrow();

    const { rootReducer } = await import('@/lib/redux-root.ts');
    const injected = countedSlice.injectInto(rootReducer);
    store.dispatch(injected.actions.counted());
    expect(injected.selectSlice(store.getState() as Parameters<typeof injected.selectSlice>[0]).count).toBe(1);
    expect(store.getState().ui.toasts.map((toast) => toast.text)).toEqual(['Добавлено']);
    expect(store.getState().ui.modals).toEqual(['one-click']);
    expect(heard).toBe(3);
  });
});
