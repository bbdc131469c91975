import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/**
 * Screenshots for a person to look at, only when E2E_SHOTS names a folder: the whole page, or with
 * `fullPage: false` the window as the shopper sees it (where the page is scrolled to).
 */
export async function saveShot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage });
}

/** A screenshot of one element (a card, a panel), only when E2E_SHOTS names a folder. */
export async function saveElementShot(element: Locator, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await element.screenshot({ path: join(folder, `${name}.png`) });
}
