import type { PageDataOf, PageRoute } from '@shop/contracts/page.ts';

/** What a screen of one route type receives: that type's page data, already checked by the BFF. */
export type PageProps<R extends PageRoute> = { page: PageDataOf<R> };
