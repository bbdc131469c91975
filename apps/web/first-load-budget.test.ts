// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstLoadChunks, firstLoads, formatFirstLoads, overBudget, routeTypeSources, type Manifest } from './first-load-budget.ts';
import { ownPathSources, screenSources } from './src/app/screen-sources.ts';

/** A build's manifest: the entry, its boot steps (each library, then the app's start), screens and their code. */
function manifestWith(screens: Manifest): Manifest {
  return {
    'index.html': {
      file: 'assets/index-A.js',
      name: 'index',
      imports: ['_runtime-B.js'],
      dynamicImports: ['_react-C.js', '_router-D.js', 'src/app/start.tsx'],
    },
    '_runtime-B.js': { file: 'assets/runtime-B.js', name: 'runtime' },
    '_react-C.js': { file: 'assets/react-C.js', imports: ['_runtime-B.js'] },
    '_router-D.js': { file: 'assets/router-D.js', imports: ['_react-C.js'] },
    'src/app/start.tsx': {
      file: 'assets/start-E.js',
      imports: ['_start-code-F.js', '_react-C.js'],
      dynamicImports: ['src/screens/main/main-screen.tsx'],
    },
    '_start-code-F.js': { file: 'assets/start-code-F.js', imports: ['_react-C.js', '_router-D.js'] },
    ...screens,
  };
}

/** Every route type's module in the manifest, one small chunk each, the cart's importing its screen. */
const everyScreen = (): Manifest => {
  const chunks: Manifest = {};
  for (const source of [...Object.values(screenSources), ...Object.values(ownPathSources)]) {
    chunks[source] = { file: `assets/${source.split('/').pop()!.replace('.tsx', '')}-X.js`, imports: ['_start-code-F.js'] };
  }
  chunks[ownPathSources.cart] = { file: 'assets/cart-route-X.js', imports: [screenSources.cart] };
  return chunks;
};

describe('first-load JavaScript by route type', () => {
  it('is the entry, the boot steps and the screen, each chunk once, after the chunks it imports', () => {
    const manifest = manifestWith({
      'src/screens/main/main-screen.tsx': {
        file: 'assets/main-screen-G.js',
        imports: ['_widgets-H.js', '_start-code-F.js'],
        dynamicImports: ['_later-I.js'],
      },
      '_widgets-H.js': { file: 'assets/widgets-H.js', imports: ['_react-C.js'] },
      '_later-I.js': { file: 'assets/later-I.js' },
    });
    expect(firstLoadChunks(manifest, 'src/screens/main/main-screen.tsx').map((chunk) => chunk.file)).toEqual([
      'assets/runtime-B.js',
      'assets/index-A.js',
      'assets/react-C.js',
      'assets/router-D.js',
      'assets/start-code-F.js',
      'assets/start-E.js',
      'assets/widgets-H.js',
      'assets/main-screen-G.js',
    ]);
  });

  it('fails for a screen the manifest does not have, rather than weighing too little', () => {
    expect(() => firstLoadChunks(manifestWith({}), 'src/screens/gone/gone-screen.tsx')).toThrow(
      'src/screens/gone/gone-screen.tsx is not in the build',
    );
  });

  it('weighs every route type once, the cart by its own route module, the error pages as one', () => {
    expect(routeTypeSources()).toContainEqual({ routeTypes: ['cart'], source: 'src/app/routes/cart.tsx' });
    expect(routeTypeSources()).toContainEqual({
      routeTypes: ['pagenotfound', 'exception', 'unknownErrorPage', '404page'],
      source: 'src/screens/error/error-screen.tsx',
    });

    const loads = firstLoads(manifestWith(everyScreen()), (file) => (file.includes('react') ? 60_000 : 1_000));
    const cart = loads.find((load) => load.routeTypes.includes('cart'))!;
    expect(cart.chunks.map((chunk) => chunk.file).slice(-2)).toEqual(['assets/cart-screen-X.js', 'assets/cart-route-X.js']);
    // runtime, index, react, router, start code, start, screen, route module
    expect(cart.gzip).toBe(60_000 + 7 * 1_000);
    expect(loads.filter((load) => load.routeTypes.includes('main'))).toHaveLength(1);
  });

  it('names the route types over the budget and marks them in the table', () => {
    const loads = firstLoads(manifestWith(everyScreen()), (file) => (file.includes('product-screen') ? 200_000 : 1_000));
    expect(overBudget(loads).map((load) => load.routeTypes)).toEqual([['assortment']]);
    const table = formatFirstLoads(loads);
    // Chunks by their name in the manifest, else by their file.
    expect(table).toMatch(
      /^ {2}assortment +206\.0 kB {2}OVER BUDGET {2}runtime 1\.0, index 1\.0, react-C\.js 1\.0, .*product-screen-X\.js 200\.0$/m,
    );
    expect(table).toMatch(/^ {2}main +7\.0 kB {2}runtime 1\.0, index 1\.0,/m);
  });
});
