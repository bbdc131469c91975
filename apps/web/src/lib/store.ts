import { addListener, combineSlices } from '@reduxjs/toolkit';
import type { Action, ThunkDispatch, UnknownAction, UnsubscribeListener } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { uiSlice } from './ui-slice.ts';

/**
 * Slices a feature injects when its code loads (`slice.injectInto(rootReducer)`); each feature
 * adds its slice here by declaration merging, so the store knows no feature by name.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(uiSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Every store has a listener middleware (app/store.ts): dispatching `addAppListener(...)` starts a
 * feature's listener in that store and answers the function that stops it.
 */
type ListenerDispatch = (action: Action<'listenerMiddleware/add'>) => UnsubscribeListener;
export type AppDispatch = ListenerDispatch & ThunkDispatch<RootState, unknown, UnknownAction>;

/** A listener of this app's state; a feature starts its own while its code runs (e.g. a mounted modal). */
export const addAppListener = addListener.withTypes<RootState, AppDispatch>();

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
