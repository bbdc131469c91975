import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

function retry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < 2;
}

export function makeQueryClient(options: { retry?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Page data does not change while the shopper looks at another tab.
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        retry: options.retry === false ? false : retry,
      },
      mutations: { retry: false },
    },
  });
}
