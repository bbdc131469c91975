/** Site paths end with a slash (product-widgets-monitoring.md §2, "trailing slash strict"). */
export function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/** A product path as the server gives it, as a site link: 'drel-x' or '/drel-x' -> '/drel-x/'. */
export function productHref(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const [pathname = '', query] = path.split('?');
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  const href = trimmed ? `/${trimmed}/` : '/';
  return query ? `${href}?${query}` : href;
}

/** Line breaks, raw or percent-encoded: \n, \r, U+2028 and U+2029. */
const LINE_BREAKS = /%0A|%0D|%E2%80%A8|%E2%80%A9|[\n\r\u2028\u2029]/gi;

/**
 * The path with its line breaks read as spaces. A path segment is one line: an address carrying
 * one (a search for text pasted with a line separator, an author whose name has one) is shown as
 * the path it would be without them (the server leaves such a page to the app).
 */
export function withoutLineBreaks(path: string): string {
  return path.replace(LINE_BREAKS, '%20');
}
