import '@testing-library/jest-dom/vitest';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from '@shop/mocks/node.ts';
import { resetMockShop } from '@shop/mocks/testing/reset.ts';
import { loadSanitizer } from '@shop/ui/sanitizer.ts';

configure({
  // Screens are lazy chunks that vitest transforms on first use; on a busy machine that takes seconds.
  asyncUtilTimeout: 15_000,
  getElementError: pageAsReadLater,
});

/**
 * A query's error with the page printed into it, as Testing Library's own, but printed when the
 * message is read. A `findBy…` or `waitFor` makes one error every poll and reports only the last:
 * printing the whole page each time was an eighth of a listing test's CPU. The page's HTML is
 * copied at once, so the message shows the page as the query saw it.
 */
function pageAsReadLater(message: string | null, container: Element | Document): Error {
  const page = container instanceof Document ? container.body : container;
  const [name, html] = [page.localName, page.innerHTML];
  let text: string | undefined;
  const error = new Error(message ?? '');
  error.name = 'TestingLibraryElementError';
  Object.defineProperty(error, 'message', {
    configurable: true,
    get: () => {
      if (text !== undefined) return text;
      const copy = document.createElement(name);
      copy.innerHTML = html;
      text = [message, prettyDOM(copy)].filter(Boolean).join('\n\n');
      return text;
    },
    set: (value: string) => {
      text = value;
    },
  });
  return error;
}

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
