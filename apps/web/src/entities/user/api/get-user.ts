import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@shop/contracts/account.ts';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import { apiOf } from '@/lib/query-client.ts';

const currentUserEndpoint = endpoint('account', 'currentUser');

export const userQueryKey = ['user'] as const;

export function getCurrentUser(api: ApiClient, signal?: AbortSignal): Promise<User> {
  return api.call(currentUserEndpoint, undefined, { signal }).then((reply) => reply.user);
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: userQueryKey, queryFn: ({ signal, client }) => getCurrentUser(apiOf(client), signal), staleTime: 60_000 });

/** The shopper: a guest (id false, 'Гость') until sign-in. */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

export const isSignedIn = (user: Pick<User, 'id'> | undefined): boolean => user !== undefined && user.id !== false;
