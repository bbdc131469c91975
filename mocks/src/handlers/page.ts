import { contract } from '@shop/contracts/routes.ts';
import { failure, handle, ok, siteVersionOf } from '../contract-handler.ts';
import { PAGE_NOT_FOUND, pageAt, redirects } from '../fixtures/page.ts';
import { favoriteIds } from '../state.ts';

export const pageHandlers = [
  handle(contract.page.getPage, ({ query, request }) => {
    const siteVersion = siteVersionOf(request);
    const redirect = redirects[query.path.split('?')[0] ?? query.path];
    const found = pageAt(redirect ? redirect.url.replace('{host}', '') : query.path, { siteVersion, favorites: favoriteIds() });
    if (!found) return failure(404, PAGE_NOT_FOUND, 'pagenotfound');
    return ok({ ...found, siteVersion }, [], redirect);
  }),
];
