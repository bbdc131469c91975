// Compiles a Node service of the workspace (apps/bff, apps/upstream) into one ESM file,
// dist/server.js, run with plain `node`. Workspace packages (@shop/contracts, shipped as
// TypeScript source) are bundled in; registry packages stay imports resolved from the app's
// node_modules, so native modules (better-sqlite3) and their files keep working.
// Usage: node scripts/bundle-server.mjs <app directory>
import { copyFileSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const appDir = path.resolve(process.argv[2] ?? '.');
const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
const dependencies = { ...manifest.dependencies, ...manifest.devDependencies };
const external = Object.entries(dependencies)
  .filter(([, version]) => !String(version).startsWith('workspace:'))
  .flatMap(([name]) => [name, `${name}/*`]);

// esbuild is a development dependency of the app, not of the repository root.
const { build } = createRequire(path.join(appDir, 'package.json'))('esbuild');

const outdir = path.join(appDir, 'dist');
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: appDir,
  entryPoints: ['src/server.ts'],
  outfile: path.join(outdir, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  // Stack traces name the source files; the map stays on the server, nothing serves it.
  sourcemap: 'linked',
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
});
// SQL the server reads beside its code at run time (the demo upstream's schema.sql) goes beside the bundle.
for (const file of readdirSync(path.join(appDir, 'src'), { recursive: true })) {
  if (file.endsWith('.sql')) copyFileSync(path.join(appDir, 'src', file), path.join(outdir, path.basename(file)));
}
console.log(`built ${path.relative(process.cwd(), path.join(outdir, 'server.js')) || 'dist/server.js'}`);
