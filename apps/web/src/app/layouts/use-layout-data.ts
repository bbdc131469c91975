import { useCurrentUser } from '@/entities/user/api/get-user.ts';

/** The layout could not load what it must have: shown as the error page with status 500. */
export class LayoutLoadError extends Error {
  readonly statusCode = 500;
  constructor(cause: unknown) {
    super('The shop layout could not load the shopper', { cause });
    this.name = 'LayoutLoadError';
  }
}

/**
 * What the layout loads for every page: the shopper (guest or signed in, whose prices and
 * favourites the screens show) and, in the cart link, the cart count. The shopper is what it must
 * have: when it cannot be had after the query's retries, the layout fails with status 500
 * (product-widgets-monitoring.md §8, "Layout load failure raises an error with status 500")
 * instead of rendering a shop that does not know who is in it. The cart count may fail: the link
 * then shows no count. While the shopper is loading the layout renders at once.
 */
export function useLayoutData(): void {
  const user = useCurrentUser();
  if (user.isError && user.data === undefined) throw new LayoutLoadError(user.error);
}
