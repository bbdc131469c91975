/** A phone number has at least 10 digits; its input takes at most 20 characters with the mask. */
export const PHONE_MIN_DIGITS = 10;
export const PHONE_INPUT_MAX = 20;
