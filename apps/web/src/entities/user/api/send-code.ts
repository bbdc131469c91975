import { useMutation } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import { apiOf } from '@/lib/query-client.ts';

const sendCodeEndpoint = endpoint('account', 'sendCode');

/** Exactly one of them: the phone as digits or the e-mail. */
export type CodeDestinationInput = { phone: string; email: null } | { phone: null; email: string };

export function sendCode(api: ApiClient, destination: CodeDestinationInput) {
  // The form says where the code went and shows refusals itself.
  return api.call(sendCodeEndpoint, { body: destination }, { onMessages: () => {} });
}

/** Sends a one-time sign-in code; the reply says where (masked) and when a new one may be asked for. */
export function useSendCode() {
  return useMutation({
    mutationFn: (destination: CodeDestinationInput, { client }) => sendCode(apiOf(client), destination),
    meta: { quietFailure: true },
  });
}
