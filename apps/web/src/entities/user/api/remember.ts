import { useMutation } from '@tanstack/react-query';
import type { accountRoutes } from '@shop/contracts/account.ts';
import { endpoint } from '@shop/contracts/endpoint.ts';
import type { Message } from '@shop/contracts/envelope.ts';
import { callApi } from '@/lib/api-client.ts';

const rememberEndpoint = endpoint<typeof accountRoutes.remember>('POST', '/api/auth/remember');

/** The reply's own words ('we sent a code if the e-mail is registered') are what the form shows. */
export async function remember(email: string): Promise<{ messages: readonly Message[] }> {
  let messages: readonly Message[] = [];
  await callApi(
    rememberEndpoint,
    { body: { email } },
    {
      quietFailure: true,
      onMessages: (shown) => {
        messages = shown;
      },
    },
  );
  return { messages };
}

/** Password reminder: a sign-in code goes to the e-mail when it is registered. */
export function useRemember() {
  return useMutation({ mutationFn: remember });
}
