import { useMutation } from '@tanstack/react-query';
import type { accountRoutes } from '@shop/contracts/account.ts';
import { endpoint } from '@shop/contracts/endpoint.ts';
import { callApi } from '@/lib/api-client.ts';
import { useApplyUserChange } from './user-changed.ts';

const logoutEndpoint = endpoint<typeof accountRoutes.logout>('POST', '/api/auth/logout');

export function logout() {
  return callApi(logoutEndpoint).then((reply) => reply.user);
}

/** Signs out: the reply is the guest the session has become, with an empty cart. */
export function useLogout() {
  const applyUserChange = useApplyUserChange();
  return useMutation({ mutationFn: logout, onSuccess: (user) => void applyUserChange(user) });
}
