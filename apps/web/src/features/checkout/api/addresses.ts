import { useMutation } from '@tanstack/react-query';
import type { SaveAddressInput } from '@shop/contracts/account.ts';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import { apiOf } from '@/lib/query-client.ts';
import { setSavedAddresses } from './get-checkout.ts';

const saveAddressEndpoint = endpoint('user', 'saveAddress');
const removeAddressEndpoint = endpoint('user', 'removeAddress');

/** setAddress (§7): saves a new or changed address; the reply's list replaces the cached one. */
export function useSaveAddress() {
  return useMutation({
    mutationFn: (address: SaveAddressInput, { client }) => apiOf(client).call(saveAddressEndpoint, { body: address }),
    onSuccess: (reply, _address, _result, { client }) => setSavedAddresses(client, reply.addresses),
  });
}

/** removeAddress (§7): the addresses left replace the cached list. */
export function useRemoveAddress() {
  return useMutation({
    mutationFn: (id: number, { client }) => apiOf(client).call(removeAddressEndpoint, { params: { id } }),
    onSuccess: (reply, _id, _result, { client }) => setSavedAddresses(client, reply.addresses),
  });
}
