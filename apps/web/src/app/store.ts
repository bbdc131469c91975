import { configureStore } from '@reduxjs/toolkit';
import { featureMiddleware, rootReducer } from '@/lib/store.ts';
import type { RootState } from '@/lib/store.ts';

/** One store per app (and per test): features inject their slices and start their middleware. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(featureMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
