import { useMutation } from '@tanstack/react-query';
import type { SocialProvider } from '@shop/contracts/account.ts';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import { apiOf } from '@/lib/query-client.ts';

const socialEndpoint = endpoint('account', 'social');

export function startSocialSignIn(api: ApiClient, providerId: SocialProvider) {
  return api.call(socialEndpoint, { body: { providerId } }).then((reply) => reply.redirectUrl);
}

/** Social sign-in happens on the provider's page: the shopper goes there and comes back signed in. */
export function useSocialSignIn() {
  return useMutation({
    mutationFn: (providerId: SocialProvider, { client }) => startSocialSignIn(apiOf(client), providerId),
    meta: { quietFailure: true },
    onSuccess: (redirectUrl) => window.location.assign(redirectUrl),
  });
}
