// Builds what `node apps/bff/dist/server.js` needs and only what is missing or stale: the web app
// (apps/web/dist) and the compiled BFF with the demo upstream (apps/bff/dist, apps/upstream/dist).
// A build is stale when the content hash of its inputs differs from the one recorded after its
// last build (node_modules/.cache/shop-build/<name>.sha256); a checkout that only touches mtimes
// rebuilds nothing. Usage: node scripts/build-stale.mjs
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamps = path.join(repo, 'node_modules/.cache/shop-build');
const SKIPPED = new Set(['node_modules', 'dist', '.data', 'coverage']);
const TEST_FILE = /\.test\.tsx?$/;

const shared = ['packages/contracts/src', 'packages/contracts/package.json', 'pnpm-lock.yaml', 'tsconfig.base.json'];
const builds = [
  {
    name: 'web',
    filter: '@shop/web',
    // The server bundle is written last: with it, the client build is there too.
    output: 'apps/web/dist-server/entry-server.js',
    inputs: [
      ...shared,
      'packages/ui/src',
      'packages/ui/package.json',
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/precompress.ts',
      'apps/web/first-load-budget.ts',
      'apps/web/package.json',
    ],
  },
  {
    name: 'bff',
    filter: '@shop/bff',
    output: 'apps/bff/dist/server.js',
    inputs: [...shared, 'apps/bff/src', 'apps/bff/package.json', 'scripts/bundle-server.mjs'],
  },
  {
    name: 'upstream',
    filter: '@shop/upstream',
    output: 'apps/upstream/dist/server.js',
    inputs: [...shared, 'apps/upstream/src', 'apps/upstream/package.json', 'scripts/bundle-server.mjs'],
  },
];

/** The files of an input: itself, or every file under it but tests and build output; none if absent. */
function filesOf(relative) {
  const full = path.join(repo, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !TEST_FILE.test(entry.name))
    .map((entry) => path.relative(repo, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).some((part) => SKIPPED.has(part)));
}

/**
 * What ships is a production build, whoever asks for it: a test runner's NODE_ENV=test would give
 * React's development build, larger and slower than what shoppers get. Part of the stamp, so an
 * output built another way is rebuilt.
 */
const BUILD_ENV = { ...process.env, NODE_ENV: 'production' };

function hashOf(inputs) {
  const hash = createHash('sha256').update(`NODE_ENV=${BUILD_ENV.NODE_ENV}\0`);
  for (const file of inputs.flatMap(filesOf).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(repo, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

mkdirSync(stamps, { recursive: true });
for (const build of builds) {
  const stamp = path.join(stamps, `${build.name}.sha256`);
  const hash = hashOf(build.inputs);
  const fresh = existsSync(path.join(repo, build.output)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
  if (fresh) {
    console.log(`build: ${build.name} is up to date`);
    continue;
  }
  console.log(`build: ${build.name} is ${existsSync(path.join(repo, build.output)) ? 'stale' : 'missing'}, building`);
  execFileSync('pnpm', ['--filter', build.filter, 'build'], { cwd: repo, stdio: 'inherit', env: BUILD_ENV });
  writeFileSync(stamp, hash);
}
