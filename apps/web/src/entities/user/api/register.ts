import { useMutation } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import { apiOf } from '@/lib/query-client.ts';
import { useApplyUserChange } from './user-changed.ts';

const registerEndpoint = endpoint('account', 'register');

export type RegisterInput = { email: string; password: string; username?: string };

export function register(api: ApiClient, input: RegisterInput) {
  return api.call(registerEndpoint, { body: input }).then((reply) => reply.user);
}

/** Registers with e-mail and password; the new user is signed in at once. */
export function useRegister() {
  const applyUserChange = useApplyUserChange();
  return useMutation({
    mutationFn: (input: RegisterInput, { client }) => register(apiOf(client), input),
    meta: { quietFailure: true },
    onSuccess: (user) => void applyUserChange(user),
  });
}
