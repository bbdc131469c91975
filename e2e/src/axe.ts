import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeNode = { target: unknown[]; failureSummary?: string };
type AxeViolation = { id: string; impact?: string | null; help: string; nodes: AxeNode[] };
type AxeWindow = { axe?: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } };

export type AxeOptions = {
  /** A CSS selector to check instead of the whole page, e.g. '[role="dialog"]'. */
  include?: string;
};

/** axe-core's serious and critical findings on the page as it is now, one readable line each. */
export async function seriousAxeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  // Evaluated through the DevTools protocol: the shop's CSP (script-src 'self') forbids an inline script tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (include) => {
    const { axe } = window as unknown as AxeWindow;
    if (!axe) throw new Error('axe-core did not load');
    // A window fading in or a colour in transition is checked as the shopper sees it once it has
    // settled, not half-way (its text then has less contrast than it will have); endless ones
    // (a spinner, a skeleton's shimmer) and paused ones are taken as they are.
    await Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const result = await axe.run(include ? { include: [include] } : document, { resultTypes: ['violations'] });
    return result.violations;
  }, options.include ?? null);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ` +
        violation.nodes
          .map((node) => `${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary.replace(/\s+/g, ' ')}]` : ''}`)
          .join('; '),
    );
}

/** Fails the test with axe-core's own words if it finds anything serious or critical. */
export async function expectNoSeriousAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  expect(await seriousAxeViolations(page, options)).toEqual([]);
}
