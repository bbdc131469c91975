/**
 * Sign-in figures the browser needs at run time, zod-free so the SPA can import them as values
 * (account.ts re-exports them for the BFF, the mocks and the demo upstream).
 */
export const GUEST_USERNAME = 'Гость';
export const AUTH_CODE_LENGTH = 6;
export const AUTH_CODE_TTL_SECONDS = 5 * 60;
export const AUTH_CODE_RESEND_SECONDS = 60;
export const AUTH_CODE_ATTEMPTS = 5;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
