import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogueMenu } from '@shop/contracts/catalogue.ts';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import { apiOf } from '@/lib/query-client.ts';

const menuEndpoint = endpoint('catalogue', 'menu');
const marksEndpoint = endpoint('catalogue', 'marks');
const sectionEndpoint = endpoint('catalogue', 'setMenuSection');

export const menuQueryKey = ['catalogue-menu'] as const;
const marksQueryKey = ['catalogue-menu', 'marks'] as const;

type MenuReply = { mobileCatalogMenu: CatalogueMenu; desktopCatalogMenu: CatalogueMenu };

/**
 * The catalogue menu of the shopper's layout (catalogue.md §7 "Menu"). Asked only once the
 * shopper reaches for the menu, so a page load does not wait for it.
 */
export function useCatalogueMenu(siteVersion: SiteVersion, enabled: boolean) {
  return useQuery({
    queryKey: menuQueryKey,
    queryFn: ({ client, signal }) => apiOf(client).call(menuEndpoint, {}, { signal }),
    select: (reply: MenuReply) => (siteVersion === 'mobile' ? reply.mobileCatalogMenu : reply.desktopCatalogMenu),
    enabled,
    staleTime: 10 * 60_000,
    // The menu shows its own failure with a retry.
    meta: { quietFailure: true },
  });
}

/** Every brand by first letter, Latin and Cyrillic (catalogue.md §7 "All marks"). */
export function useAllMarks(enabled: boolean) {
  return useQuery({
    queryKey: marksQueryKey,
    queryFn: ({ client, signal }) => apiOf(client).call(marksEndpoint, {}, { signal }),
    select: (reply) => reply.allMarks,
    enabled,
    staleTime: 10 * 60_000,
    meta: { quietFailure: true },
  });
}

/** One section is active at a time; choosing one is saved on the server (catalogue.md §4 "Catalogue menu"). */
export function useSaveMenuSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number, { client }) => apiOf(client).call(sectionEndpoint, { body: { id } }),
    onSuccess: ({ id }) => {
      queryClient.setQueryData<MenuReply>(menuQueryKey, (reply) =>
        reply
          ? {
              mobileCatalogMenu: { ...reply.mobileCatalogMenu, activeSection: id },
              desktopCatalogMenu: { ...reply.desktopCatalogMenu, activeSection: id },
            }
          : reply,
      );
    },
    // Remembering the section is a convenience: its failure is not worth a toast.
    meta: { quietFailure: true },
  });
}
