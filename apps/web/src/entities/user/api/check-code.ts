import { useMutation } from '@tanstack/react-query';
import type { accountRoutes } from '@shop/contracts/account.ts';
import { endpoint } from '@shop/contracts/endpoint.ts';
import { callApi } from '@/lib/api-client.ts';
import type { CodeDestinationInput } from './send-code.ts';
import { useApplyUserChange } from './user-changed.ts';

const checkCodeEndpoint = endpoint<typeof accountRoutes.checkCode>('POST', '/api/auth/code/check');

export type CheckCodeInput = CodeDestinationInput & { code: string };

export function checkCode(input: CheckCodeInput) {
  return callApi(checkCodeEndpoint, { body: input }, { quietFailure: true }).then((reply) => reply.user);
}

/** Signs in with the one-time code sent to the phone or e-mail. */
export function useCheckCode() {
  const applyUserChange = useApplyUserChange();
  return useMutation({ mutationFn: checkCode, onSuccess: (user) => void applyUserChange(user) });
}
