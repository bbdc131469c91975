import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { PageData } from '@shop/contracts/page.ts';
import { pageQueryKey } from '@/entities/page/api/get-page.ts';
import { apiOf } from '@/lib/query-client.ts';

const rememberColorEndpoint = endpoint('product', 'rememberColor');

/**
 * §7 rememberColor: the chosen colour is remembered for the shopper; its answer (the colour buttons) and
 * the chosen colour go into the page data of the path shown, so the cart control adds that colour.
 */
export function useRememberColor(currentPath: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { assortmentId: number; colorId: number; currentColor: number | null }, { client }) =>
      apiOf(client).call(rememberColorEndpoint, {
        body: {
          assortmentId: input.assortmentId,
          colorId: input.colorId,
          ...(input.currentColor === null ? {} : { currentColor: input.currentColor }),
        },
      }),
    onSuccess: ({ colorBtns }, { colorId }) => {
      queryClient.setQueryData<PageData>(pageQueryKey(currentPath), (page) => {
        if (page?.route !== 'assortment') return page;
        const chosen = colorBtns.find((color) => color.id === colorId);
        const selectors = page.sections.selectors.map((group) =>
          group.colorBtn
            ? {
                ...group,
                currentSelectVal: chosen?.name ?? group.currentSelectVal,
                value: group.value.map((option) => ({
                  ...option,
                  selected: option.id === `color-${colorId}` || option.text === chosen?.name,
                })),
              }
            : group,
        );
        return { ...page, sections: { ...page.sections, colorId, selectors, colorsData: { ...page.sections.colorsData, colorBtns } } };
      });
    },
  });
}
