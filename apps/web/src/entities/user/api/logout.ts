import { useMutation } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import { apiOf } from '@/lib/query-client.ts';
import { useApplyUserChange } from './user-changed.ts';

const logoutEndpoint = endpoint('account', 'logout');

export function logout(api: ApiClient) {
  return api.call(logoutEndpoint).then((reply) => reply.user);
}

/** Signs out: the reply is the guest the session has become, with an empty cart. */
export function useLogout() {
  const applyUserChange = useApplyUserChange();
  return useMutation({ mutationFn: (_: void, { client }) => logout(apiOf(client)), onSuccess: (user) => void applyUserChange(user) });
}
