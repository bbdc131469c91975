import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  // A test that failed before turning its fake timers off must not hand them to the next one.
  vi.useRealTimers();
});
