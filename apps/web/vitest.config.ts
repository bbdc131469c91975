import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    deps: { optimizer: { web: { enabled: true } } },
    setupFiles: ['./src/testing/setup.ts'],
    // Screens are lazy chunks transformed on first use: a busy machine needs more than 5 s for the first.
    testTimeout: 20_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
