import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** What both web test projects share: the React transform, the `@/` alias and CSS module names. */
export const webBase = defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // Spies and stubbed globals are put back after each test: none outlives the test that made it.
    restoreMocks: true,
    unstubGlobals: true,
  },
});
