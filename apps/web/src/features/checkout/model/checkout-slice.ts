import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import type { Address } from '@shop/contracts/account.ts';
import type { DatesInfo } from '@shop/contracts/checkout.ts';
import { PHONE_INPUT_MAX } from '@shop/contracts/browser/account.ts';
import { INN_MAX_LENGTH, clampFloor } from '@shop/contracts/rules/checkout-fields.ts';
import { DeliveryType, PersonType } from '@shop/contracts/browser/checkout.ts';
import { rootReducer } from '@/lib/redux-root.ts';
import type { RootState } from '@/lib/store.ts';
import { earliestDate } from './earliest-date.ts';
import type { CheckoutDraft } from './checkout-draft.ts';
import type { CheckoutField } from './validate.ts';

export type MobileLevel = 0 | 1 | 2;

export type CheckoutState = {
  /** The ordering data as the shopper edits it; null until the saved data arrives. */
  draft: CheckoutDraft | null;
  /** Hash of the values the server has (its reply or the last update it accepted). */
  syncedHash: string | null;
  /** The earliest date of the dates the delivery date was last chosen among (a new one moves it). */
  earliest: string | null;
  /** The mobile step: 0 contacts, 1 way of getting, 2 payment. */
  level: MobileLevel;
  errors: Record<CheckoutField, boolean>;
  submit: 'idle' | 'submitting';
  /**
   * The idempotency key of the current attempt with the hash of what it sends: sending the same
   * values again (a retry after a failure) is the same attempt, so it can only ever be one order.
   */
  attempt: { key: string; hash: string } | null;
};

export const initialCheckoutState: CheckoutState = {
  draft: null,
  syncedHash: null,
  earliest: null,
  level: 0,
  errors: { phone: false, address: false, payment: false },
  submit: 'idle',
  attempt: null,
};

/** The fields a shopper types or ticks as they are; choices with rules of their own have their own actions. */
type PlainField = 'contact' | 'mailInput' | 'deliveryDate' | 'deliveryExpress' | 'legalName';
type PlainChange = { [K in PlainField]: { field: K; value: CheckoutDraft[K] } }[PlainField];

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    /**
     * The saved data when checkout opens (after a reload: with what the shopper had typed). A draft
     * already being edited in this session wins over a second arrival of the server's data.
     */
    draftLoaded(state, action: PayloadAction<{ draft: CheckoutDraft; serverHash: string }>) {
      if (state.draft) return;
      state.draft = action.payload.draft;
      state.syncedHash = action.payload.serverHash;
    },
    phoneChanged(state, action: PayloadAction<string>) {
      if (!state.draft) return;
      state.draft.phone = action.payload.replace(/\D/g, '').slice(0, PHONE_INPUT_MAX);
      state.errors.phone = false;
    },
    paymentChosen(state, action: PayloadAction<number>) {
      if (!state.draft) return;
      state.draft.paymentType = action.payload;
      state.errors.payment = false;
    },
    fieldChanged(state, action: PayloadAction<PlainChange>) {
      if (!state.draft) return;
      const { field, value } = action.payload;
      (state.draft as Record<PlainField, unknown>)[field] = value;
    },
    /** 'Оформить на юрлицо или ИП' and the cross back: an individual has no INN and no company. */
    personTypeSwitched(state, action: PayloadAction<'individual' | 'legal'>) {
      if (!state.draft) return;
      state.draft.personType = action.payload === 'legal' ? PersonType.legal : PersonType.individual;
      if (action.payload === 'individual') {
        state.draft.innIp = '';
        state.draft.legalName = '';
      }
    },
    /** §4 "Person type and tax number": digits only, at most 12; an empty INN forgets the company. */
    innChanged(state, action: PayloadAction<string>) {
      if (!state.draft) return;
      state.draft.innIp = action.payload.replace(/\D/g, '').slice(0, INN_MAX_LENGTH);
      if (state.draft.innIp === '') state.draft.legalName = '';
    },
    /** The lookup of the INN that is still typed: its full name, or nothing when it is not found. */
    companyLookedUp(state, action: PayloadAction<{ inn: string; fullName: string }>) {
      if (state.draft?.innIp === action.payload.inn) state.draft.legalName = action.payload.fullName;
    },
    /** §4 "Address selection": delivery type, point, city and door options; the date goes back to the earliest. */
    addressChosen(state, action: PayloadAction<{ address: Address; datesInfo: DatesInfo }>) {
      if (!state.draft) return;
      const { address, datesInfo } = action.payload;
      Object.assign(state.draft, {
        currentAddressId: address.id,
        deliveryType: address.deliveryType,
        pointId: address.deliveryType === DeliveryType.pickup ? address.pointId : null,
        cityId: address.cityId,
        deliveryToDoor: address.deliveryToDoor,
        deliveryToDoorElevator: address.deliveryToDoorElevator,
        deliveryToDoorFloor: clampFloor(address.deliveryToDoorFloor),
        deliveryDate: earliestDate(datesInfo, address.deliveryType),
      });
      state.earliest = state.draft.deliveryDate;
      if (address.deliveryType === DeliveryType.pickup) state.draft.deliveryExpress = false;
      state.errors.address = false;
    },
    /**
     * The dates as they are now: each opening reads them afresh, an update's reply brings them. A new
     * earliest date means the cart (or the day) changed under the chosen date, and an earlier date
     * may have become possible: the date goes to the earliest, as a new address takes it there.
     */
    datesArrived(state, action: PayloadAction<DatesInfo>) {
      if (!state.draft) return;
      const earliest = earliestDate(action.payload, state.draft.deliveryType);
      if (state.earliest !== null && earliest !== state.earliest) state.draft.deliveryDate = earliest;
      state.earliest = earliest;
    },
    /** The chosen address was removed. */
    addressCleared(state) {
      if (!state.draft) return;
      state.draft.currentAddressId = null;
      state.draft.pointId = null;
    },
    /** The server took an update: its hash, and the date it moved to (a stale date becomes the earliest). */
    checkoutSynced(state, action: PayloadAction<{ hash: string; deliveryDate: string | null }>) {
      state.syncedHash = action.payload.hash;
      if (state.draft && action.payload.deliveryDate !== null) state.draft.deliveryDate = action.payload.deliveryDate;
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
    /** The checkout closes: the next opening starts at the first step with no error marks; the draft stays. */
    checkoutClosed(state) {
      state.level = 0;
      state.errors = initialCheckoutState.errors;
    },
    submitStarted(state, action: PayloadAction<{ key: string; hash: string }>) {
      state.submit = 'submitting';
      state.attempt = action.payload;
    },
    /** Any failure: the button works again; the draft and the attempt's key stay as they were. */
    submitFailed(state) {
      state.submit = 'idle';
    },
    /** The order is placed: the next checkout starts from the server's data. */
    orderPlaced() {
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
  innChanged,
  companyLookedUp,
  addressChosen,
  addressCleared,
  datesArrived,
  checkoutSynced,
  fieldErrorsRaised,
  fieldErrorCleared,
  levelChanged,
  checkoutClosed,
  submitStarted,
  submitFailed,
  orderPlaced,
} = checkoutSlice.actions;

export const { selectDraft, selectLevel, selectErrors, selectHasErrors, selectSubmitting } = injectedCheckoutSlice.selectors;

export const selectCheckout = (state: RootState): CheckoutState => injectedCheckoutSlice.selectSlice(state);
