import { fillTemplate } from '@shop/contracts/rules/text-template.ts';
import type { Database } from './database.ts';

/** The size of the demo catalogue and the generator's seed: the same two give the same data. */
export interface SeedOptions {
  assortments: number;
  seed: number;
}

export type SeedLog = (message: string) => void;

/**
 * A domain's demo data is generated on the first start, while its table is empty; a database that
 * has it is left as it is (null). The log says what was generated, `what` with the result's
 * figures filled in ('{cities} cities'), and how long it took.
 */
export function seedOnce<T extends object>(db: Database, table: string, log: SeedLog, what: string, generate: () => T): T | null {
  const { count } = db.prepare(`SELECT count(*) AS count FROM ${table}`).get() as { count: number };
  if (count > 0) return null;
  const started = performance.now();
  const result = generate();
  log(`generated ${fillTemplate(what, result as Record<string, number>)} in ${Math.round(performance.now() - started)} ms`);
  return result;
}
