// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** Lints a snippet as if it were the file at `path` (relative to apps/web/src); the imports are real. */
async function problems(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/web/src/${path}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies' || message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.ruleId);
}

const use = (name: string) => `\nexport const used = ${name};\n`;

// The first lint loads ESLint's config, parser and resolver: seconds on a busy machine.
describe('the layering of apps/web is enforced by lint, `@/` aliases included', { timeout: 60_000 }, () => {
  it.each([
    [
      'a feature importing another feature',
      'features/orders/orders-page.tsx',
      "import { CartPage } from '@/features/cart/components/cart-page.tsx';",
      'CartPage',
    ],
    [
      'a feature importing another feature by a relative path',
      'features/orders/orders-page.tsx',
      "import { CartPage } from '../cart/components/cart-page.tsx';",
      'CartPage',
    ],
    ['an entity importing a feature', 'entities/cart/api/x.ts', "import { cartTexts } from '@/features/cart/texts.ts';", 'cartTexts'],
    ['shared importing an entity', 'lib/x.ts', "import { usePage } from '@/entities/page/api/get-page.ts';", 'usePage'],
    ['a screen importing the app', 'screens/main/x.tsx', "import { screenRegistry } from '@/app/screen-registry.ts';", 'screenRegistry'],
    ['a screen importing another screen', 'screens/main/x.tsx', "import { Screen } from '@/screens/cart/cart-screen.tsx';", 'Screen'],
    ['production code importing testing/', 'features/cart/x.tsx', "import { renderApp } from '@/testing/render.tsx';", 'renderApp'],
  ])('refuses %s', async (_name, path, line, name) => {
    expect(await problems(path, line + use(name))).toContain('boundaries/dependencies');
  });

  it.each([
    [
      'a screen importing a feature and an entity',
      'screens/cart/x.tsx',
      "import { CartPage } from '@/features/cart/components/cart-page.tsx';\nimport { usePage } from '@/entities/page/api/get-page.ts';",
      '[CartPage, usePage]',
    ],
    [
      'a feature importing an entity and shared code',
      'features/orders/x.tsx',
      "import { useCart } from '@/entities/cart/api/get-cart.ts';\nimport { texts } from '@/config/texts.ts';",
      '[useCart, texts]',
    ],
    ['an entity importing another entity', 'entities/page/x.ts', "import { useCart } from '@/entities/cart/api/get-cart.ts';", 'useCart'],
    [
      'files of one feature importing each other',
      'features/cart/components/x.tsx',
      "import { cartTexts } from '../texts.ts';",
      'cartTexts',
    ],
    ['a test importing testing/', 'features/cart/x.test.tsx', "import { renderApp } from '@/testing/render.tsx';", 'renderApp'],
  ])('allows %s', async (_name, path, line, name) => {
    expect(await problems(path, line + use(name))).toEqual([]);
  });

  it('refuses a value import of a zod-bearing contract module, allows its types and the zod-free modules', async () => {
    expect(await problems('lib/x.ts', "import { pageDataSchema } from '@shop/contracts/page.ts';" + use('pageDataSchema'))).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
    expect(await problems('lib/x.ts', "import type { PageData } from '@shop/contracts/page.ts';\nexport type P = PageData;")).toEqual([]);
    expect(
      await problems(
        'lib/x.ts',
        "import { buildUrl } from '@shop/contracts/browser/route.ts';\nimport { positionKey } from '@shop/contracts/browser/cart.ts';" +
          use('[buildUrl, positionKey]'),
      ),
    ).toEqual([]);
    expect(await problems('lib/x.ts', "import { pluralize } from '@shop/contracts/rules/plural.ts';" + use('pluralize'))).toEqual([]);
  });
});
