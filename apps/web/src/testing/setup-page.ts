import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from '@shop/mocks/node.ts';
import { resetMockShop } from '@shop/mocks/testing/reset.ts';
import { loadSanitizer } from '@shop/ui/safe-html.tsx';

// Screens are lazy chunks that vitest transforms on first use; on a busy machine that takes seconds.
configure({ asyncUtilTimeout: 15_000 });

/** The page as the test file found it; jsdom keeps one document for all the tests of a file. */
let first: { url: string; rootAttributes: Map<string, string> };

/**
 * The hooks every test file in a page gets. A function, called by the setup file for each test
 * file: the component tests share their worker's modules (isolate: false), so this module's own
 * top level runs once a worker.
 */
export function setUpPage(): void {
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    // The browser loads the sanitiser once server HTML first needs it; screens under test show it at once.
    await loadSanitizer();
    // jsdom has no layout; the router restores scroll positions.
    window.scrollTo = () => {};
    first = {
      url: window.location.href,
      rootAttributes: new Map([...document.documentElement.attributes].map((attribute) => [attribute.name, attribute.value])),
    };
  });
  beforeEach(() => {
    resetMockShop();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    // A test that failed before turning its fake timers off must not hand them to the next one.
    vi.useRealTimers();
    resetPage();
  });
  afterAll(() => server.close());
}

/**
 * Puts back what a test wrote on the page itself, so that the next test does not start from it:
 * the title, html's data-app-ready and other marks, body styles (a modal's scroll lock), cookies
 * (the site version) and the address. The head's tags stay: React adds a preload link once per
 * document and module, and modules add their styles once, when first imported.
 */
function resetPage(): void {
  document.title = '';
  const root = document.documentElement;
  for (const { name } of [...root.attributes]) if (!first.rootAttributes.has(name)) root.removeAttribute(name);
  for (const [name, value] of first.rootAttributes) root.setAttribute(name, value);
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  window.history.replaceState(null, '', first.url);
}
