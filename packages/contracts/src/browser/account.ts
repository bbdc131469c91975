/** Sign-in figures the browser needs at run time; account.ts re-exports them beside its schemas. */
export const GUEST_USERNAME = 'Гость';
export const AUTH_CODE_LENGTH = 6;
export const AUTH_CODE_TTL_SECONDS = 5 * 60;
export const AUTH_CODE_RESEND_SECONDS = 60;
export const AUTH_CODE_ATTEMPTS = 5;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A phone number has at least 10 digits; its input takes at most 20 characters with the mask. */
export const PHONE_MIN_DIGITS = 10;
export const PHONE_INPUT_MAX = 20;
