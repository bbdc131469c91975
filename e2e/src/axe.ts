import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> };

/**
 * Runs axe-core in the page and returns its serious and critical violations, each as one line a
 * person can act on (rule, help, the first elements).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated, not a script tag: the shop's CSP (script-src 'self') rightly refuses inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((node) => ({ target: node.target })) }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} — ${JSON.stringify(violation.nodes.slice(0, 3).map((node) => node.target))}`);
}
