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
