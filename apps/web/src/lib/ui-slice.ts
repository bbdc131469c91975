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
   * (boot data), or the page's own for an app the server did not render. Null: unknown, nothing is indexed.
   */
  shopOrigin: string | null;
  /**
   * The shopper's browser asks to save data (Save-Data, navigator.connection.saveData): as the
   * server read it for a rendered page (boot data), so the app hydrates the page as rendered.
   */
  saveData: boolean;
};

/** More than this many toasts at once only hides the page. */
const MAX_TOASTS = 4;

export const initialUiState: UiState = { siteVersion: 'desktop', toasts: [], modals: [], shopOrigin: null, saveData: false };

/*
 * The small UI state is plain actions and a reducer, without Redux Toolkit: every page's first load
 * carries it, and Redux Toolkit loads with checkout (lib/store.ts).
 */
export const siteVersionChanged = (payload: SiteVersion) => ({ type: 'ui/siteVersionChanged' as const, payload });

let lastToastId = 0;
export const toastAdded = (message: Message) => ({ type: 'ui/toastAdded' as const, payload: { ...message, id: `toast-${++lastToastId}` } });

export const toastClosed = (payload: string) => ({ type: 'ui/toastClosed' as const, payload });
export const modalOpened = (payload: ModalName) => ({ type: 'ui/modalOpened' as const, payload });
export const modalClosed = (payload: ModalName) => ({ type: 'ui/modalClosed' as const, payload });

export type UiAction = ReturnType<
  typeof siteVersionChanged | typeof toastAdded | typeof toastClosed | typeof modalOpened | typeof modalClosed
>;

export function uiReducer(state: UiState = initialUiState, action: { type: string }): UiState {
  const ui = action as UiAction;
  switch (ui.type) {
    case 'ui/siteVersionChanged':
      return { ...state, siteVersion: ui.payload };
    case 'ui/toastAdded':
      return { ...state, toasts: [...state.toasts, ui.payload].slice(-MAX_TOASTS) };
    case 'ui/toastClosed':
      return { ...state, toasts: state.toasts.filter((toast) => toast.id !== ui.payload) };
    case 'ui/modalOpened':
      return state.modals.includes(ui.payload) ? state : { ...state, modals: [...state.modals, ui.payload] };
    case 'ui/modalClosed':
      return state.modals.includes(ui.payload) ? { ...state, modals: state.modals.filter((name) => name !== ui.payload) } : state;
    default:
      return state;
  }
}

type WithUi = { ui: UiState };

export const selectSiteVersion = (state: WithUi) => state.ui.siteVersion;
export const selectToasts = (state: WithUi) => state.ui.toasts;
export const selectShopOrigin = (state: WithUi) => state.ui.shopOrigin;
export const selectSaveData = (state: WithUi) => state.ui.saveData;
export const selectIsModalOpen = (state: WithUi, name: ModalName) => state.ui.modals.includes(name);
