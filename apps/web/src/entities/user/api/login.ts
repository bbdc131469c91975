import { useMutation } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import { apiOf } from '@/lib/query-client.ts';
import { useApplyUserChange } from './user-changed.ts';

const loginEndpoint = endpoint('account', 'login');

export type LoginInput = { email: string; password: string };

export function login(api: ApiClient, input: LoginInput) {
  return api.call(loginEndpoint, { body: input }).then((reply) => reply.user);
}

/** Signs in with e-mail and password. */
export function useLogin() {
  const applyUserChange = useApplyUserChange();
  return useMutation({
    mutationFn: (input: LoginInput, { client }) => login(apiOf(client), input),
    meta: { quietFailure: true },
    onSuccess: (user) => void applyUserChange(user),
  });
}
