import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** What both web test projects share: the React transform, the `@/` alias and CSS module names. */
export const webBase = defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
