import { useMutation } from '@tanstack/react-query';
import type { accountRoutes } from '@shop/contracts/account.ts';
import { endpoint } from '@shop/contracts/endpoint.ts';
import { callApi } from '@/lib/api-client.ts';
import { useApplyUserChange } from './user-changed.ts';

const registerEndpoint = endpoint<typeof accountRoutes.register>('POST', '/api/auth/register');

export type RegisterInput = { email: string; password: string; username?: string };

export function register(input: RegisterInput) {
  return callApi(registerEndpoint, { body: input }, { quietFailure: true }).then((reply) => reply.user);
}

/** Registers with e-mail and password; the new user is signed in at once. */
export function useRegister() {
  const applyUserChange = useApplyUserChange();
  return useMutation({ mutationFn: register, onSuccess: (user) => void applyUserChange(user) });
}
