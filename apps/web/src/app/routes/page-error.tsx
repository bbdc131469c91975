import { ErrorPage } from '@/components/error-page.tsx';
import { Redirect } from '../redirect.tsx';
import { mayBeListing, readablePath } from '@shop/contracts/rules/listing-url.ts';

/**
 * A FAIL page reply (404 by default) is the error page, except that a listing path with a broken
 * filter, price or page segment shows what can be read of it. `route` is the one the failure
 * names. The catalogue's path grammar comes with it, in a chunk of its own: a page that answers
 * has no use for it.
 */
export function PageError({ pathname, search, route }: { pathname: string; search: string; route: string | undefined }) {
  const readable = mayBeListing(route) ? readablePath(pathname, search) : null;
  return readable ? <Redirect to={readable} /> : <ErrorPage />;
}
