import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import type { Message } from '@shop/contracts/envelope.ts';

export type Toast = Message & { id: string };

/** A modal's name is declared by the feature that owns the modal (e.g. CART_MODALS.oneClick). */
export type ModalName = string;

export type UiState = {
  siteVersion: SiteVersion;
  toasts: Toast[];
  modals: ModalName[];
  /**
   * The shop's public origin, which the page's canonical and link previews name: the server's
   * (boot data), or the page's own for an app the server did not draw. Null: unknown, nothing is indexed.
   */
  shopOrigin: string | null;
  /**
   * The shopper's browser asks to save data (Save-Data, navigator.connection.saveData): as the
   * server read it for a drawn page (boot data), so the app takes the page over as drawn.
   */
  saveData: boolean;
};

/** More than this many toasts at once only hides the page. */
const MAX_TOASTS = 4;

export const initialUiState: UiState = { siteVersion: 'desktop', toasts: [], modals: [], shopOrigin: null, saveData: false };

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    siteVersionChanged(state, action: PayloadAction<SiteVersion>) {
      state.siteVersion = action.payload;
    },
    toastAdded: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts.push(action.payload);
        if (state.toasts.length > MAX_TOASTS) state.toasts.splice(0, state.toasts.length - MAX_TOASTS);
      },
      prepare(message: Message) {
        return { payload: { ...message, id: nanoid() } };
      },
    },
    toastClosed(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
    modalOpened(state, action: PayloadAction<ModalName>) {
      if (!state.modals.includes(action.payload)) state.modals.push(action.payload);
    },
    modalClosed(state, action: PayloadAction<ModalName>) {
      state.modals = state.modals.filter((name) => name !== action.payload);
    },
  },
  selectors: {
    selectSiteVersion: (state) => state.siteVersion,
    selectToasts: (state) => state.toasts,
    selectShopOrigin: (state) => state.shopOrigin,
    selectSaveData: (state) => state.saveData,
    selectIsModalOpen: (state, name: ModalName) => state.modals.includes(name),
  },
});

export const { siteVersionChanged, toastAdded, toastClosed, modalOpened, modalClosed } = uiSlice.actions;
export const { selectSiteVersion, selectToasts, selectIsModalOpen, selectShopOrigin, selectSaveData } = uiSlice.selectors;
