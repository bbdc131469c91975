import { useMutation } from '@tanstack/react-query';
import type { PrefInput } from '@shop/contracts/account.ts';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import { apiOf } from '@/lib/query-client.ts';

const setPrefsEndpoint = endpoint('user', 'setPrefs');
const setAgreementEndpoint = endpoint('user', 'setAgreement');

/** Checkboxes travel as 1 or 0 (cart-and-ordering.md §4 "Other"). */
export const checkboxValue = (checked: boolean): 0 | 1 => (checked ? 1 : 0);

/** setPrefs: one field with its value. */
export function useSetPref() {
  return useMutation({ mutationFn: (pref: PrefInput, { client }) => apiOf(client).call(setPrefsEndpoint, { body: pref }) });
}

/** setAgreement: the consent checkbox's status. */
export function useSetAgreement() {
  return useMutation({
    mutationFn: (checked: boolean, { client }) => apiOf(client).call(setAgreementEndpoint, { body: { status: checkboxValue(checked) } }),
  });
}
