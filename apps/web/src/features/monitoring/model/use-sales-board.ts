import { useEffect, useReducer } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getSales, salesQueryKey, salesQueryOptions } from '@/features/monitoring/api/get-sales.ts';
import { getSalesUpdated } from '@/features/monitoring/api/get-updates.ts';
import { apiOf } from '@/lib/query-client.ts';
import { isKeyRefused, startBoardPoller } from './board-poller.ts';
import { boardReducer, initialBoardState } from './board-state.ts';

/**
 * The board's data and health: the dataset from React Query, read again when the refresh flag is
 * set, and the poll's verdict (live, stale since a time, or a refused key).
 */
export function useSalesBoard(key: string) {
  const queryClient = useQueryClient();
  const sales = useQuery(salesQueryOptions(key));
  const [state, dispatch] = useReducer(boardReducer, initialBoardState);

  useEffect(() => {
    const poller = startBoardPoller({
      checkUpdated: (signal) => getSalesUpdated(apiOf(queryClient), key, signal),
      reloadSales: async (signal) => {
        await queryClient.fetchQuery({ ...salesQueryOptions(key), queryFn: () => getSales(apiOf(queryClient), key, signal), staleTime: 0 });
      },
      needsReload: () => queryClient.getQueryState(salesQueryKey(key))?.status === 'error',
      onEvent: dispatch,
    });
    return poller.stop;
  }, [key, queryClient]);

  const refused = state.status === 'refused' || isKeyRefused(sales.error);
  // The first read's time stands in until the first poll has come back.
  const staleSince = state.status === 'stale' ? (state.staleSince ?? (sales.dataUpdatedAt || null)) : null;
  return {
    dataset: sales.data,
    refused,
    stale: state.status === 'stale' || (sales.isError && !refused),
    staleSince,
    round: state.round,
  };
}
