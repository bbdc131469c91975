/** Business constants shared by the BFF, the web and the demo upstream (spec §9 of each document). */
export const QUANTITY_MIN = 0.01;
export const QUANTITY_MAX = 9999;
export const QUANTITY_DECIMALS = 4;
export const PHONE_MIN_DIGITS = 10;
export const PHONE_INPUT_MAX = 20;
export const VAT_PERCENT_DEFAULT = 20;
export const FREE_DELIVERY_FROM = 10_000;
export const EXPRESS_PRICE = 990;
export const REQUEST_TIMEOUT_MS = 60_000;
export const MAX_REDIRECTS = 3;
export const TOAST_DEFAULT_MS = 5_000;
export const FIELD_ERROR_MS = 7_000;
export const COMPACT_LAYOUT_BELOW_PX = 990;
export const PRICE_ON_REQUEST = 'По телефону';

/** The shopper's own comment on an order of the history. */
export const HISTORY_COMMENT_MAX = 1000;
