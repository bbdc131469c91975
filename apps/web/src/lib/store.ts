import { combineSlices, createDynamicMiddleware } from '@reduxjs/toolkit';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
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
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/** Middleware a feature starts when its code loads (its listener middleware), in every store. */
export const featureMiddleware = createDynamicMiddleware<RootState, AppDispatch>();

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
