import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { PageData } from '@shop/contracts/page.ts';
import type { SelectorGroup } from '@shop/contracts/product.ts';
import { pageQueryKey } from '@/entities/page/api/get-page.ts';
import { apiOf } from '@/lib/query-client.ts';
import { fullPageLoad } from '../full-page-load.ts';

const selectVariantEndpoint = endpoint('product', 'selectVariant');

/** §9 selector-changed hint. */
export const CHANGED_HINT_MS = 5000;

/** Groups to mark 'parameter changed' on the page a selection led to, and when. */
export type ChangedHint = { groups: number[]; at: number };
export const changedHintKey = (path: string) => ['product', 'changed-hint', path] as const;

/**
 * §4: groups the shopper did not touch whose choice the server changed, or whose option turned
 * missed while not selected.
 */
export function changedGroups(
  before: readonly SelectorGroup[],
  after: readonly SelectorGroup[],
  chosenGroup: number | undefined,
): number[] {
  return after.flatMap((group) => {
    if (group.number === chosenGroup) return [];
    const previous = before.find((entry) => entry.number === group.number);
    if (!previous) return [];
    const valueChanged = previous.currentSelectVal !== group.currentSelectVal;
    const turned = group.value.some(
      (option) => option.missed && !option.selected && previous.value.some((old) => old.text === option.text && !old.missed),
    );
    return valueChanged || turned ? [group.number] : [];
  });
}

export type SelectVariantInput = {
  /** The path of the chosen variety (the option's assUrl). */
  path: string;
  /** The variety shown now: in table view the server names the groups that changed. */
  sourceAssId?: number;
  /** The group of the option clicked (button view). */
  group?: number;
};

/**
 * §2 "Option selectors": the chosen variety's page data goes into the page cache under its URL and
 * the URL is pushed without a reload. A forced redirect to the page the shopper is on is a full
 * load. A failure keeps the product on screen; its message is a toast (the API client shows it).
 */
export function useSelectVariant(currentPath: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({ path, sourceAssId }: SelectVariantInput, { client }) => {
      let reloaded = false;
      const reply = await apiOf(client).call(
        selectVariantEndpoint,
        { query: { path, ...(sourceAssId === undefined ? {} : { sourceAssId }) } },
        {
          onRedirect: (redirect) => {
            const target = redirect.url.replaceAll('{host}', '');
            if (target === currentPath) {
              reloaded = true;
              fullPageLoad.assign(redirect.url.replaceAll('{host}', window.location.origin));
            }
          },
        },
      );
      return { reply, reloaded };
    },
    onSuccess: ({ reply, reloaded }, input) => {
      if (reloaded) return;
      const current = queryClient.getQueryData<PageData>(pageQueryKey(currentPath));
      if (current?.route === 'assortment') {
        queryClient.setQueryData<PageData>(pageQueryKey(reply.url), { ...current, seo: reply.seo, sections: reply.product });
        const before = current.sections.selectors;
        const fromButtons = input.sourceAssId === undefined ? changedGroups(before, reply.product.selectors, input.group) : [];
        const groups = [...new Set([...fromButtons, ...reply.product.changedSelectors])];
        queryClient.setQueryData<ChangedHint>(changedHintKey(reply.url), { groups, at: Date.now() });
      }
      void navigate(reply.url, { preventScrollReset: true });
    },
  });
}
