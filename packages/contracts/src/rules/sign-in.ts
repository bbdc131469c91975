import { AUTH_CODE_LENGTH, AUTH_CODE_RESEND_SECONDS, AUTH_CODE_TTL_SECONDS } from '../browser/account.ts';

/** Where a one-time code goes (cart-and-ordering.md §7 "Auth"). */
export type Destination = { channel: 'sms'; phone: string } | { channel: 'email'; email: string };

/** The destination a sign-in form names: its phone, else its e-mail. */
export const destinationOf = (input: { phone?: string | undefined; email?: string | undefined }): Destination =>
  input.phone !== undefined ? { channel: 'sms', phone: input.phone } : { channel: 'email', email: input.email ?? '' };

/** Enough of the destination for 'Код отправлен на …' and no more. */
export function maskDestination(destination: Destination): string {
  if (destination.channel === 'sms') {
    const digits = destination.phone;
    const match = /^7\d{6}(\d{2})(\d{2})$/.exec(digits);
    return match ? `+7 *** ***-${match[1]}-${match[2]}` : `+${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
  }
  const [local = '', domain = ''] = destination.email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

/** What a sent code answers: where it went, masked, how long it is, how long it lives and when another may be asked for. */
export interface SentCode {
  channel: Destination['channel'];
  destination: string;
  codeLength: typeof AUTH_CODE_LENGTH;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

export const codeSent = (destination: Destination): SentCode => ({
  channel: destination.channel,
  destination: maskDestination(destination),
  codeLength: AUTH_CODE_LENGTH,
  expiresInSeconds: AUTH_CODE_TTL_SECONDS,
  resendAfterSeconds: AUTH_CODE_RESEND_SECONDS,
});

export const codeSentText = (to: string) => `Код отправлен на ${to}`;
