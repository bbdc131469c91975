import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import { webBoundaries, webContractImports } from './apps/web/eslint.boundaries.js';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', '**/.lighthouse/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Dependencies point one way: contracts <- ui/mocks/bff/web; nothing imports from an app.
    files: ['packages/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@shop/web*', '@shop/bff*', '@shop/upstream*'] }],
    },
  },
  {
    // Shop rules run in the browser too: no zod, and other contract modules only as types.
    files: ['packages/contracts/src/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@shop/web*', '@shop/bff*', '@shop/upstream*'], message: 'Nothing imports from an app.' },
            { group: ['zod', 'zod/*'], message: 'Shop rules stay zod-free.' },
            {
              // Every contract module but the zod-free ones of browser/.
              regex: '^\\.\\./(?!browser/)',
              allowTypeImports: true,
              message: 'Import contract schemas as types only.',
            },
          ],
        },
      ],
    },
  },
  ...webBoundaries(boundaries),
  webContractImports,
);
