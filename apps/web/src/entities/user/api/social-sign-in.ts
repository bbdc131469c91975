import { useMutation } from '@tanstack/react-query';
import type { accountRoutes, SocialProvider } from '@shop/contracts/account.ts';
import { endpoint } from '@shop/contracts/endpoint.ts';
import { callApi } from '@/lib/api-client.ts';

const socialEndpoint = endpoint<typeof accountRoutes.social>('POST', '/api/auth/social');

export function startSocialSignIn(providerId: SocialProvider) {
  return callApi(socialEndpoint, { body: { providerId } }, { quietFailure: true }).then((reply) => reply.redirectUrl);
}

/** Social sign-in happens on the provider's page: the shopper goes there and comes back signed in. */
export function useSocialSignIn() {
  return useMutation({
    mutationFn: startSocialSignIn,
    onSuccess: (redirectUrl) => window.location.assign(redirectUrl),
  });
}
