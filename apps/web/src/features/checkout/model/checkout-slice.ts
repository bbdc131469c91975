import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import type { Address } from '@shop/contracts/account.ts';
import type { DatesInfo } from '@shop/contracts/ordering.ts';
import { rootReducer } from '@/lib/store.ts';
import type { RootState } from '@/lib/store.ts';
import { earliestDate } from './earliest-date.ts';
import type { OrderingDraft } from './ordering-hash.ts';

export type CheckoutField = 'phone' | 'address' | 'payment';
export type MobileLevel = 0 | 1 | 2;
export type SubmitState = 'idle' | 'submitting';

export type CheckoutState = {
  /** The ordering data as the shopper edits it; null until the server's saved data arrives. */
  draft: OrderingDraft | null;
  level: MobileLevel;
  errors: Record<CheckoutField, boolean>;
  submit: SubmitState;
};

export const initialCheckoutState: CheckoutState = {
  draft: null,
  level: 0,
  errors: { phone: false, address: false, payment: false },
  submit: 'idle',
};

const PHONE_MAX_DIGITS = 20;
export const FLOOR_MIN = 1;
export const FLOOR_MAX = 300;

/** cart-and-ordering.md §5: the typed floor is rounded and clamped to 1-300. */
export function clampFloor(value: number): number {
  if (!Number.isFinite(value)) return FLOOR_MIN;
  return Math.min(FLOOR_MAX, Math.max(FLOOR_MIN, Math.round(value)));
}

type EditableField = Exclude<keyof OrderingDraft, 'phone' | 'paymentType' | 'currentAddressId'>;

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    /** The server's saved ordering data; a draft already being edited (this session) wins. */
    draftLoaded(state, action: PayloadAction<OrderingDraft>) {
      state.draft ??= action.payload;
    },
    phoneChanged(state, action: PayloadAction<string>) {
      if (!state.draft) return;
      state.draft.phone = action.payload.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
      state.errors.phone = false;
    },
    paymentChosen(state, action: PayloadAction<number>) {
      if (!state.draft) return;
      state.draft.paymentType = action.payload;
      state.errors.payment = false;
    },
    fieldChanged(state, action: PayloadAction<{ [K in EditableField]: { field: K; value: OrderingDraft[K] } }[EditableField]>) {
      if (!state.draft) return;
      const { field, value } = action.payload;
      (state.draft as Record<EditableField, unknown>)[field] = field === 'deliveryToDoorFloor' ? clampFloor(value as number) : value;
    },
    personTypeSwitched(state, action: PayloadAction<boolean>) {
      if (!state.draft) return;
      state.draft.personType = action.payload ? 1 : 0;
      if (!action.payload) {
        state.draft.innIp = '';
        state.draft.legalName = '';
      }
    },
    /** §4 "Address selection": delivery type, point, city and door options; the date goes back to the earliest. */
    addressChosen(state, action: PayloadAction<{ address: Address; datesInfo: DatesInfo }>) {
      if (!state.draft) return;
      const { address, datesInfo } = action.payload;
      Object.assign(state.draft, {
        currentAddressId: address.id,
        deliveryType: address.deliveryType,
        pointId: address.pointId,
        cityId: address.cityId,
        deliveryToDoor: address.deliveryToDoor,
        deliveryToDoorElevator: address.deliveryToDoorElevator,
        deliveryToDoorFloor: address.deliveryToDoorFloor,
        deliveryDate: earliestDate(datesInfo, address.deliveryType),
      });
      state.errors.address = false;
    },
    addressCleared(state) {
      if (!state.draft) return;
      state.draft.currentAddressId = null;
      state.draft.pointId = null;
    },
    /** The server's reply to an update may move the date to the new earliest one. */
    deliveryDateConfirmed(state, action: PayloadAction<string | null>) {
      if (state.draft && action.payload !== null) state.draft.deliveryDate = action.payload;
    },
    fieldErrorsRaised(state, action: PayloadAction<CheckoutField[]>) {
      for (const field of action.payload) state.errors[field] = true;
    },
    fieldErrorCleared(state, action: PayloadAction<CheckoutField>) {
      state.errors[action.payload] = false;
    },
    levelChanged(state, action: PayloadAction<MobileLevel>) {
      state.level = action.payload;
    },
    submitStarted(state) {
      state.submit = 'submitting';
    },
    /** Any failure: the button works again and the draft stays as it was. */
    submitFailed(state) {
      state.submit = 'idle';
    },
    /** The order is placed: the next checkout starts from the server's data. */
    submitSucceeded() {
      return initialCheckoutState;
    },
  },
  selectors: {
    selectDraft: (state) => state.draft,
    selectLevel: (state) => state.level,
    selectErrors: (state) => state.errors,
    selectHasErrors: (state) => state.errors.phone || state.errors.address || state.errors.payment,
    selectSubmitting: (state) => state.submit === 'submitting',
  },
});

declare module '@/lib/store.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof checkoutSlice> {}
}

export const injectedCheckoutSlice = checkoutSlice.injectInto(rootReducer);

export const {
  draftLoaded,
  phoneChanged,
  paymentChosen,
  fieldChanged,
  personTypeSwitched,
  addressChosen,
  addressCleared,
  deliveryDateConfirmed,
  fieldErrorsRaised,
  fieldErrorCleared,
  levelChanged,
  submitStarted,
  submitFailed,
  submitSucceeded,
} = checkoutSlice.actions;

export const { selectDraft, selectLevel, selectErrors, selectHasErrors, selectSubmitting } = injectedCheckoutSlice.selectors;

export const selectCheckout = (state: RootState) => injectedCheckoutSlice.selectSlice(state);
