import { configureStore } from '@reduxjs/toolkit';
import { rootReducer } from '@/lib/store.ts';
import type { RootState } from '@/lib/store.ts';

/** One store per app (and per test): features inject their slices into its root reducer. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
