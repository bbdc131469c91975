import { contract } from '@shop/contracts/routes.ts';
import { failure, handle, ok } from '../contract-handler.ts';
import { PAGE_NOT_FOUND, pages, redirects } from '../fixtures/page.ts';

export const pageHandlers = [
  handle(contract.page.getPage, ({ query }) => {
    const pathname = query.path.split('?')[0] ?? query.path;
    const redirect = redirects[pathname];
    const target = redirect ? pages[redirect.url.replace('{host}', '')] : pages[pathname];
    if (!target) return failure(404, PAGE_NOT_FOUND, 'pagenotfound');
    return ok(target, [], redirect);
  }),
];
