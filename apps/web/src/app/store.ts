import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { rootReducer } from '@/lib/store.ts';
import type { RootState } from '@/lib/store.ts';

/**
 * One store per app (and per test): features inject their slices into its root reducer and start
 * their listeners in its own listener middleware (`addAppListener`), so no store shares effects.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const listeners = createListenerMiddleware();
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listeners.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
