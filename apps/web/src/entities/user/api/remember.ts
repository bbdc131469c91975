import { useMutation } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { Message } from '@shop/contracts/envelope.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import { apiOf } from '@/lib/query-client.ts';

const rememberEndpoint = endpoint('account', 'remember');

/** The reply's own words ('we sent a code if the e-mail is registered') are what the form shows. */
export async function remember(api: ApiClient, email: string): Promise<{ messages: readonly Message[] }> {
  let messages: readonly Message[] = [];
  await api.call(
    rememberEndpoint,
    { body: { email } },
    {
      onMessages: (shown) => {
        messages = shown;
      },
    },
  );
  return { messages };
}

/** Password reminder: a sign-in code goes to the e-mail when it is registered. */
export function useRemember() {
  return useMutation({
    mutationFn: (email: string, { client }) => remember(apiOf(client), email),
    meta: { quietFailure: true },
  });
}
