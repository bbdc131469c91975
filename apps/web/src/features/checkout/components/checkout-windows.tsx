import type { Address, User } from '@shop/contracts/account.ts';
import type { CheckoutPage } from '@shop/contracts/checkout.ts';
import { useAppDispatch } from '@/lib/store.ts';
import { useRemoveAddress } from '@/features/checkout/api/addresses.ts';
import { NEW_ADDRESS, addressWindowStateOf } from '@/features/checkout/model/address-window-state.ts';
import type { AddressWindowState } from '@/features/checkout/model/address-window-state.ts';
import { addressChosen, addressCleared, fieldChanged, paymentChosen } from '@/features/checkout/model/checkout-slice.ts';
import type { CheckoutDraft } from '@/features/checkout/model/checkout-draft.ts';
import { AddressPickerWindow } from './address-picker-window.tsx';
import { AddressWindow } from './address-window.tsx';
import { DatePickerWindow } from './date-picker-window.tsx';
import { PaymentPickerWindow } from './payment-picker-window.tsx';

/** Which of checkout's windows is open over it (one at a time; the address window may come from the picker). */
export type CheckoutWindow =
  | { kind: 'none' }
  | { kind: 'addresses' }
  | { kind: 'address'; initial: AddressWindowState; cityId: number | null }
  | { kind: 'dates' }
  | { kind: 'payments' };

export const NO_WINDOW: CheckoutWindow = { kind: 'none' };

/** The address select: the saved addresses when there are any, else straight to the map window (§2). */
export const addressWindowFor = (addresses: readonly Address[]): CheckoutWindow =>
  addresses.length > 0 ? { kind: 'addresses' } : { kind: 'address', initial: NEW_ADDRESS, cityId: null };

type Props = {
  window: CheckoutWindow;
  onWindow: (window: CheckoutWindow) => void;
  mobile: boolean;
  page: CheckoutPage;
  draft: CheckoutDraft;
  user: User;
};

export function CheckoutWindows({ window, onWindow, mobile, page, draft, user }: Props) {
  const dispatch = useAppDispatch();
  const remove = useRemoveAddress();
  const { addresses } = page.orderingData;
  const { datesInfo } = page.cartPageData;
  const close = () => onWindow(NO_WINDOW);
  const choose = (address: Address) => {
    dispatch(addressChosen({ address, datesInfo }));
    close();
  };

  switch (window.kind) {
    case 'none':
      return null;
    case 'addresses':
      return (
        <AddressPickerWindow
          mobile={mobile}
          addresses={addresses}
          chosenId={draft.currentAddressId}
          onChoose={choose}
          onEdit={(address) => onWindow({ kind: 'address', initial: addressWindowStateOf(address), cityId: address.cityId })}
          onRemove={(address) =>
            remove.mutate(address.id, {
              onSuccess: (reply) => {
                if (address.id === draft.currentAddressId) dispatch(addressCleared());
                if (reply.addresses.length === 0) onWindow({ kind: 'address', initial: NEW_ADDRESS, cityId: null });
              },
            })
          }
          onNew={() => onWindow({ kind: 'address', initial: NEW_ADDRESS, cityId: null })}
          onClose={close}
        />
      );
    case 'address':
      return (
        <AddressWindow
          mobile={mobile}
          initial={window.initial}
          cityId={window.cityId}
          user={user}
          savedAddresses={addresses}
          onSaved={choose}
          onClose={close}
        />
      );
    case 'dates':
      return (
        <DatePickerWindow
          sheet={mobile}
          dates={datesInfo.dates}
          chosen={draft.deliveryDate}
          onChoose={(id) => dispatch(fieldChanged({ field: 'deliveryDate', value: id }))}
          onClose={close}
        />
      );
    case 'payments':
      return (
        <PaymentPickerWindow
          sheet={mobile}
          options={page.cartPageData.paymentMethods}
          chosen={draft.paymentType}
          onChoose={(type) => dispatch(paymentChosen(type))}
          onClose={close}
        />
      );
  }
}
