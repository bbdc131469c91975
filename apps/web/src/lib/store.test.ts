import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { addAppListener, rootReducer } from '@/lib/redux-root.ts';
import { toastAdded } from '@/lib/ui-slice.ts';
import { makeStore } from './store.ts';

// A feature's slice as a feature declares it: injected when its code loads, unknown to the store.
const visitedSlice = createSlice({
  name: 'visitedForStoreTest',
  initialState: { paths: [] as string[] },
  reducers: {
    visited(state, action: PayloadAction<string>) {
      state.paths.push(action.payload);
    },
  },
  selectors: { selectPaths: (state) => state.paths },
});

declare module '@/lib/store.ts' {
  interface LazyLoadedSlices {
    [visitedSlice.name]: ReturnType<typeof visitedSlice.getInitialState>;
  }
}

describe('makeStore', () => {
  it('runs a slice injected into the root reducer, in a store made before or after the injection', () => {
    const before = makeStore();
    const injected = visitedSlice.injectInto(rootReducer);
    const after = makeStore();
    for (const store of [before, after]) {
      store.dispatch(visitedSlice.actions.visited('/cart/'));
      expect(injected.selectors.selectPaths(store.getState())).toEqual(['/cart/']);
      expect(store.getState().ui.toasts).toEqual([]);
    }
  });

  it('gives every store its own state', () => {
    const injected = visitedSlice.injectInto(rootReducer);
    const one = makeStore();
    const two = makeStore();
    one.dispatch(visitedSlice.actions.visited('/'));
    expect(injected.selectors.selectPaths(two.getState())).toEqual([]);
  });

  it('runs a listener a feature starts only in that store, until it is stopped', () => {
    const one = makeStore();
    const two = makeStore();
    const heard: string[] = [];
    const stop = one.dispatch(
      addAppListener({
        type: 'ui/toastAdded',
        effect: (action) => void heard.push((action as ReturnType<typeof toastAdded>).payload.text),
      }),
    );
    one.dispatch(toastAdded({ kind: 'info', text: 'one' }));
    two.dispatch(toastAdded({ kind: 'info', text: 'two' }));
    stop();
    one.dispatch(toastAdded({ kind: 'info', text: 'after' }));
    expect(heard).toEqual(['one']);
  });
});
