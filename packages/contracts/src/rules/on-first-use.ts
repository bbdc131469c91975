/**
 * A value made the first time it is asked for. For Intl's formatters above all: a page's first
 * Intl.NumberFormat costs a browser 20-80 ms of main thread at once (it builds its tables of the
 * locale's data), its first Intl.DateTimeFormat 5-10 ms. A formatter made at a module's top level
 * is paid for by every page that loads the module, while the app hydrates the page, whether the
 * page formats anything with it or not.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
