/**
 * Builds the app on DATA_DIR and closes it: `time` this to measure a first start (generation)
 * and a restart. Prints the database size.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { DATABASE_FILE } from '../src/db/database.ts';

const config = readConfig();
const started = performance.now();
const app = await buildApp({ dataDir: config.dataDir, assortments: config.assortments, seed: config.seed });
await app.ready();
const built = performance.now() - started;
await app.close();
const sizeMb = statSync(join(config.dataDir, DATABASE_FILE)).size / 1024 / 1024;
console.log(`built in ${Math.round(built)} ms; ${DATABASE_FILE} ${sizeMb.toFixed(1)} MB`);
