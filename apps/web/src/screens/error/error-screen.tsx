import { ErrorPage } from '@/components/error-page.tsx';

/** Error route types (pagenotfound, exception, unknownErrorPage, 404page): the error page. */
export function Screen() {
  return <ErrorPage />;
}
