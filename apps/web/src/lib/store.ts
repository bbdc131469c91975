import { createContext, createElement, useContext, useRef, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { Action, ThunkDispatch, UnknownAction, UnsubscribeListener } from '@reduxjs/toolkit';
import type { rootReducer } from './redux-root.ts';
import { initialUiState, uiReducer } from './ui-slice.ts';

/**
 * Slices a feature injects when its code loads (`slice.injectInto(rootReducer)`, lib/redux-root.ts);
 * each feature adds its slice here by declaration merging, so the store knows no feature by name.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Every Redux store has a listener middleware: dispatching `addAppListener(...)` (lib/redux-root.ts)
 * starts a feature's listener in that store and answers the function that stops it.
 */
type ListenerDispatch = (action: Action<'listenerMiddleware/add'>) => UnsubscribeListener;
export type AppDispatch = ListenerDispatch & ThunkDispatch<RootState, unknown, UnknownAction>;

/** The part of a Redux store the app's store hands over to. */
export type ReduxStore = { getState: () => RootState; dispatch: AppDispatch; subscribe: (listener: () => void) => () => void };

export type AppStore = ReduxStore;

let makeRedux: ((state: RootState) => ReduxStore) | null = null;

/** Called once Redux Toolkit's code has loaded (lib/redux-root.ts): from then on every store runs on Redux. */
export function provideRedux(make: (state: RootState) => ReduxStore) {
  makeRedux = make;
}

/**
 * One store per app (and per test). It starts as the small UI state alone (ui-slice.ts), which every
 * page needs; once a feature that needs Redux has loaded (checkout), it hands its state and its
 * subscribers over to a Redux store made from it, with the feature's slices and listeners.
 */
export function makeStore(preloadedState?: Partial<RootState>): AppStore {
  let state = { ui: initialUiState, ...preloadedState } as RootState;
  let redux: ReduxStore | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const current = () => {
    if (!redux && makeRedux) {
      redux = makeRedux(state);
      redux.subscribe(notify);
    }
    return redux;
  };
  const dispatch = (action: UnknownAction) => {
    const store = current();
    if (store) return store.dispatch(action);
    if (typeof action !== 'object') throw new Error('Only Redux runs thunks and listeners: load it first (lib/redux-root.ts)');
    const ui = uiReducer(state.ui, action);
    if (ui !== state.ui) {
      state = { ...state, ui };
      notify();
    }
    return action;
  };
  return {
    getState: () => current()?.getState() ?? state,
    dispatch: dispatch as AppDispatch,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const StoreContext = createContext<AppStore | null>(null);

export function StoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return createElement(StoreContext.Provider, { value: store }, children);
}

export function useAppStore(): AppStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useAppStore outside StoreProvider');
  return store;
}

export const useAppDispatch = (): AppDispatch => useAppStore().dispatch;

/**
 * The selected part of the state, again when the state changes. The selection is stored while the state
 * and the selector stay the same, so a selector that builds a new value each call is no new snapshot.
 */
export function useAppSelector<T>(selector: (state: RootState) => T): T {
  const store = useAppStore();
  const last = useRef<{ state: RootState; selector: (state: RootState) => T; value: T } | null>(null);
  const snapshot = () => {
    const state = store.getState();
    if (last.current?.state !== state || last.current.selector !== selector) last.current = { state, selector, value: selector(state) };
    return last.current.value;
  };
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
