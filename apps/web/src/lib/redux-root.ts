import { addListener, combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { provideRedux } from './store.ts';
import type { AppDispatch, LazyLoadedSlices, RootState } from './store.ts';
import { uiReducer } from './ui-slice.ts';

/**
 * Redux Toolkit and the root reducer features inject their slices into. Only code that needs them
 * imports this module (checkout), so they load with it; importing it hands every store over to Redux.
 */
export const rootReducer = combineSlices({ ui: uiReducer }).withLazyLoadedSlices<LazyLoadedSlices>();

/** A listener of this app's state; a feature starts its own while its code runs (e.g. a mounted modal). */
export const addAppListener = addListener.withTypes<RootState, AppDispatch>();

/** A store's own listener middleware, so no store shares effects. */
function makeReduxStore(preloadedState: RootState) {
  const listeners = createListenerMiddleware();
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listeners.middleware),
  });
}

provideRedux(makeReduxStore);
