/**
 * The layering of apps/web/src (README.md "Layers"), enforced on every import, `@/` aliases
 * included: app -> screens -> features -> entities -> shared. A feature never imports another
 * feature; an entity may import another entity; shared imports only shared; testing/ serves tests.
 */
import { fileURLToPath } from 'node:url';

const src = 'apps/web/src';
// The plugin and the resolver read relative paths from the process's folder; absolute, lint run
// from apps/web (its layering test, run there) sees the same layers as from the repository's root.
const repo = fileURLToPath(new URL('../../', import.meta.url));
const tsconfig = fileURLToPath(new URL('./tsconfig.json', import.meta.url));
const tsFiles = [`${src}/**/*.{ts,tsx}`];
const testFiles = [`${src}/**/*.test.{ts,tsx}`, `${src}/testing/**`];

const allow = (from, to) => ({ from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } });
const SHARED = ['components', 'lib', 'config'];

export function webBoundaries(boundaries) {
  return [
    {
      files: tsFiles,
      plugins: { boundaries },
      settings: {
        'import/resolver': { typescript: { project: tsconfig } },
        'boundaries/root-path': repo,
        'boundaries/include': tsFiles,
        'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
        'boundaries/elements': [
          { type: 'app', pattern: `${src}/app` },
          { type: 'screens', pattern: `${src}/screens/*`, capture: ['screen'] },
          { type: 'features', pattern: `${src}/features/*`, capture: ['feature'] },
          { type: 'entities', pattern: `${src}/entities/*`, capture: ['entity'] },
          { type: 'components', pattern: `${src}/components` },
          { type: 'lib', pattern: `${src}/lib` },
          { type: 'config', pattern: `${src}/config` },
          { type: 'testing', pattern: `${src}/testing` },
        ],
        'boundaries/files': [{ category: 'test', pattern: `${src}/**/*.test.{ts,tsx}` }],
      },
      rules: {
        'boundaries/dependencies': [
          'error',
          {
            default: 'disallow',
            policies: [
              allow('app', ['screens', 'features', 'entities', ...SHARED]),
              // One folder per route type: a screen composes features and entities, never another screen.
              allow('screens', ['features', 'entities', ...SHARED]),
              // Files inside one feature import each other freely; another feature is off limits.
              allow('features', ['entities', ...SHARED]),
              allow('entities', ['entities', ...SHARED]),
              ...SHARED.map((type) => allow(type, SHARED)),
              allow('testing', ['app', 'screens', 'features', 'entities', ...SHARED]),
              { from: { file: { categories: 'test' } }, allow: { to: { element: { types: { anyOf: ['testing', 'app', 'screens'] } } } } },
            ],
          },
        ],
      },
    },
  ];
}

/**
 * The browser ships no zod: apps/web imports contract modules as types only, except the zod-free
 * ones. Tests and testing/ run in Node and may use the schemas.
 */
export const webContractImports = {
  files: tsFiles,
  ignores: testFiles,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            // Every contract module but the zod-free ones: browser/ and the shop's rules.
            regex: '^@shop/contracts/(?!browser/|rules/)',
            allowTypeImports: true,
            message: 'This contract module carries zod: import its types with `import type`, or use a zod-free module (browser/, rules/).',
          },
        ],
      },
    ],
  },
};
