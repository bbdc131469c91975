import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isOnline, noteFetchResult, useOnline } from './network-status.ts';

const setOnLine = (value: boolean) => Object.defineProperty(navigator, 'onLine', { value, configurable: true });

afterEach(() => {
  setOnLine(true);
  noteFetchResult(true);
});

describe('network status', () => {
  it('follows the browser going offline and back', () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    act(() => {
      setOnLine(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current).toBe(false);
    act(() => {
      setOnLine(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current).toBe(true);
  });

  it('counts a failed fetch as offline until the next one gets through', () => {
    const { result } = renderHook(() => useOnline());
    act(() => noteFetchResult(false));
    expect(result.current).toBe(false);
    expect(isOnline()).toBe(false);
    act(() => noteFetchResult(true));
    expect(result.current).toBe(true);
  });
});
