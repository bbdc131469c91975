import { useMutation } from '@tanstack/react-query';
import type { accountRoutes } from '@shop/contracts/account.ts';
import { endpoint } from '@shop/contracts/endpoint.ts';
import { callApi } from '@/lib/api-client.ts';
import { useApplyUserChange } from './user-changed.ts';

const loginEndpoint = endpoint<typeof accountRoutes.login>('POST', '/api/auth/login');

export type LoginInput = { email: string; password: string };

export function login(input: LoginInput) {
  return callApi(loginEndpoint, { body: input }, { quietFailure: true }).then((reply) => reply.user);
}

/** Signs in with e-mail and password. */
export function useLogin() {
  const applyUserChange = useApplyUserChange();
  return useMutation({ mutationFn: login, onSuccess: (user) => void applyUserChange(user) });
}
