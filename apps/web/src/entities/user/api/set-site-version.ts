import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import { apiOf } from '@/lib/query-client.ts';
import { keepSiteVersion } from '@/lib/site-version.ts';
import { useAppDispatch } from '@/lib/store.ts';
import { siteVersionChanged } from '@/lib/ui-slice.ts';

const setSiteVersionEndpoint = endpoint('user', 'setSiteVersion');

export function saveSiteVersion(api: ApiClient, version: SiteVersion) {
  return api.call(setSiteVersionEndpoint, { body: { version } });
}

/** Switches the layout at once, keeps the choice locally and tells the server. */
export function useSwitchSiteVersion() {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof saveSiteVersion>[1], { client }) => saveSiteVersion(apiOf(client), input),
    onMutate: (version) => {
      keepSiteVersion(version);
      dispatch(siteVersionChanged(version));
    },
    // Server data may differ by site version.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
