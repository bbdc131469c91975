import { readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import type { Logger, Plugin } from 'vite';
import { ownPathSources, screenSources } from './src/app/screen-sources.ts';

/**
 * What a route type may load before the app is ready, gzip: 120 kB (1 kB = 1000 bytes, as Vite
 * prints) for every route type, so a phone on a slow network starts any page with as little.
 * Redux Toolkit loads with checkout; the cart's controls carry 0.7 kB to let a change made
 * offline wait for the network (the code that queues and sends it loads after the app is ready).
 */
export const FIRST_LOAD_BUDGET_BYTES = 120_000;

/** The entries of the client build's manifest (build.manifest) this reads. */
export type ManifestChunk = { file: string; name?: string; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

const ENTRY = 'index.html';

/**
 * The module whose chunk each route type loads: its screen, or for a route type with a path of its
 * own (the cart, an order, the history) the route module, which imports the screen. Route types
 * rendered by one screen (the error pages) are one row.
 */
export function routeTypeSources(): Array<{ routeTypes: string[]; source: string }> {
  const bySource = new Map<string, string[]>();
  for (const [routeType, source] of Object.entries({ ...screenSources, ...ownPathSources })) {
    bySource.set(source, [...(bySource.get(source) ?? []), routeType]);
  }
  return [...bySource].map(([source, routeTypes]) => ({ routeTypes, source }));
}

/**
 * The chunks a page of a route type loads before the app is ready, in load order: the entry, the
 * steps it starts the app in (main.tsx: each library, then the app's start), the screen, and every
 * chunk each of them imports statically.
 */
export function firstLoadChunks(manifest: Manifest, screen: string): ManifestChunk[] {
  const chunks: ManifestChunk[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    chunks.push(chunk);
  };
  visit(ENTRY);
  for (const step of manifest[ENTRY]?.dynamicImports ?? []) visit(step);
  visit(screen);
  return chunks;
}

export type FirstLoad = { routeTypes: string[]; chunks: Array<{ file: string; name: string; gzip: number }>; gzip: number };

/** Each route type's first load, its chunks weighed by `gzipSize`. */
export function firstLoads(manifest: Manifest, gzipSize: (file: string) => number): FirstLoad[] {
  return routeTypeSources().map(({ routeTypes, source }) => {
    const chunks = firstLoadChunks(manifest, source).map(({ file, name }) => ({
      file,
      name: name ?? path.basename(file),
      gzip: gzipSize(file),
    }));
    return { routeTypes, chunks, gzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0) };
  });
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function formatFirstLoads(loads: FirstLoad[], budget = FIRST_LOAD_BUDGET_BYTES): string {
  const width = Math.max(...loads.map((load) => load.routeTypes.join(', ').length));
  const rows = loads.map((load) => {
    const mark = load.gzip > budget ? '  OVER BUDGET' : '';
    const chunks = load.chunks.map((chunk) => `${chunk.name} ${(chunk.gzip / 1000).toFixed(1)}`).join(', ');
    return `  ${load.routeTypes.join(', ').padEnd(width)}  ${kB(load.gzip).padStart(9)}${mark}  ${chunks}`;
  });
  return [`First-load JavaScript by route type, gzip (budget ${kB(budget)}):`, ...rows].join('\n');
}

/** The route types whose first load is over the budget, for the build's error. */
export function overBudget(loads: FirstLoad[], budget = FIRST_LOAD_BUDGET_BYTES): FirstLoad[] {
  return loads.filter((load) => load.gzip > budget);
}

/**
 * After the client build: prints each route type's first-load chunks and their gzip total (as the
 * server sends them: gzip at its best compression, precompress.ts), and fails the build when a
 * route type is over the budget.
 */
export function firstLoadBudget(): Plugin {
  let outDir = 'dist';
  let serverBuild = false;
  let logger: Logger | undefined;
  return {
    name: 'shop:first-load-budget',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
      logger = config.logger;
    },
    closeBundle() {
      if (serverBuild) return;
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const sizes = new Map<string, number>();
      const gzipSize = (file: string) => {
        let size = sizes.get(file);
        if (size === undefined)
          sizes.set(file, (size = gzipSync(readFileSync(path.join(outDir, file)), { level: constants.Z_BEST_COMPRESSION }).length));
        return size;
      };
      const loads = firstLoads(manifest, gzipSize);
      logger?.info(`\n${formatFirstLoads(loads)}`);
      const over = overBudget(loads);
      if (over.length > 0) {
        this.error(
          `First-load JavaScript over ${kB(FIRST_LOAD_BUDGET_BYTES)} gzip: ${over.map((load) => `${load.routeTypes.join(', ')} ${kB(load.gzip)}`).join('; ')}. Load what the first screen does not show lazily.`,
        );
      }
    },
  };
}
