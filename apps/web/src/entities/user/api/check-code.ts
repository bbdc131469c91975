import { useMutation } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import { apiOf } from '@/lib/query-client.ts';
import type { CodeDestinationInput } from './send-code.ts';
import { useApplyUserChange } from './user-changed.ts';

const checkCodeEndpoint = endpoint('account', 'checkCode');

export type CheckCodeInput = CodeDestinationInput & { code: string };

export function checkCode(api: ApiClient, input: CheckCodeInput) {
  return api.call(checkCodeEndpoint, { body: input }).then((reply) => reply.user);
}

/** Signs in with the one-time code sent to the phone or e-mail. */
export function useCheckCode() {
  const applyUserChange = useApplyUserChange();
  return useMutation({
    mutationFn: (input: CheckCodeInput, { client }) => checkCode(apiOf(client), input),
    // The form shows refusals next to the code field.
    meta: { quietFailure: true },
    onSuccess: (user) => void applyUserChange(user),
  });
}
