import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'mocks', 'apps/bff', 'apps/upstream', 'apps/web'],
  },
});
