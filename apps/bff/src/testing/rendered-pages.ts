import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';
import type { Boot, PageRenderer } from '../http/page-rendering.ts';

/** The web build's index.html as the tests' web app has it: the shell the browser renders into. */
export const SHELL_HTML =
  '<!doctype html><html lang="ru"><head><title>Мастерок</title></head>' +
  '<body><div id="root"></div><noscript><p class="no-script-note">Для работы магазина включите JavaScript в настройках браузера.</p></noscript></body></html>';

/** What a browser's navigation asks for. */
export const HTML_ACCEPT = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** A web build of the shell alone for the file's tests, removed after them; read it inside the tests. */
export function useWebDist(): { readonly path: string } {
  let folder: string | undefined;
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'bff-web-dist-'));
    writeFileSync(path.join(folder, 'index.html'), SHELL_HTML);
  });
  afterAll(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });
  return {
    get path() {
      if (!folder) throw new Error('The web build is made before the tests of the file');
      return folder;
    },
  };
}

/**
 * A renderer that renders the boot it is given, as the web app's server bundle would, and notes each
 * boot. As the app: the cart, an order and the history have routes of their own.
 */
export function fakeRenderer(render: PageRenderer['render'] = async (boot) => `<rendered>${JSON.stringify(boot)}</rendered>`) {
  const calls: Boot[] = [];
  const renderer: PageRenderer = {
    rendersPath: (pathname) => !/^\/(cart|o\/[^/]+|order\/history)\/$/.test(pathname),
    render: vi.fn(async (boot: Boot, signal: AbortSignal) => {
      calls.push(boot);
      return render(boot, signal);
    }),
  };
  return { renderer, calls };
}

/** The boot a fake renderer drew into a reply's body. */
export const renderedBoot = (body: string) => JSON.parse(/^<rendered>(.*)<\/rendered>$/.exec(body)?.[1] ?? 'null') as Boot;
