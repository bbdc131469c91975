import { useMutation } from '@tanstack/react-query';
import type { accountRoutes } from '@shop/contracts/account.ts';
import { endpoint } from '@shop/contracts/endpoint.ts';
import { callApi } from '@/lib/api-client.ts';

const sendCodeEndpoint = endpoint<typeof accountRoutes.sendCode>('POST', '/api/auth/code');

/** Exactly one of them: the phone as digits or the e-mail. */
export type CodeDestinationInput = { phone: string; email: null } | { phone: null; email: string };

export function sendCode(destination: CodeDestinationInput) {
  // The form says where the code went and shows refusals itself.
  return callApi(sendCodeEndpoint, { body: destination }, { quietFailure: true, onMessages: () => {} });
}

/** Sends a one-time sign-in code; the reply says where (masked) and when a new one may be asked for. */
export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
