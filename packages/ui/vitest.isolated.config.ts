import { defineProject } from 'vitest/config';
import { uiTest } from './vitest.config.ts';

/** The package's tests that need fresh modules (`*.isolated.test.tsx`): each file gets its own. */
export default defineProject({
  test: { ...uiTest, name: 'ui-isolated', include: ['src/**/*.isolated.test.tsx'], isolate: true },
});
