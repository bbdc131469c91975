import { defineProject, mergeConfig } from 'vitest/config';
import { webBase } from './vitest.base.ts';
import { domTest } from './vitest.dom.config.ts';

/**
 * Tests that need modules of their own (`*.isolated.test.tsx`, `*.isolated.test.ts`): they replace
 * a module (vi.mock) or render on the server, whose React state would reach the next file's renders
 * in a shared worker. Each file gets fresh modules and a fresh page.
 */
export default mergeConfig(
  webBase,
  defineProject({
    test: { ...domTest, name: 'web-isolated', include: ['src/**/*.isolated.test.{ts,tsx}'], isolate: true },
  }),
);
