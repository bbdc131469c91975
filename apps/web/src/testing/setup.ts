// A test in a page (jsdom) gets the page's setup, the mock server among it. A logic test in Node
// needs none of it and skips its imports, which cost seconds a file on a busy machine.
if (typeof document !== 'undefined') (await import('./setup-page.ts')).setUpPage();

export {};
