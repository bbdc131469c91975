import { ApiError } from '@/lib/api-client.ts';
import { userTexts } from '../texts.ts';
import styles from './sign-in.module.css';

/** What the envelope said about the failure, as the form shows it. */
export function failureText(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError) {
    if (error.status === 0) return userTexts.errors.network;
    const texts = error.messages.filter((message) => message.kind === 'error').map((message) => message.text);
    if (texts.length > 0) return texts.join('\n');
  }
  return userTexts.errors.failed;
}

/** The server's refusal, announced as it appears; the fields it concerns point at it. */
export function FormFailure({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <p id={id} className={styles.failure} role="alert">
      {text}
    </p>
  ) : null;
}

/** A field the form's failure concerns: described by the failure's text and marked invalid. */
export function concernedBy(failure: string | null, failureId: string): { describedBy: string | null; invalid: boolean } {
  return { describedBy: failure ? failureId : null, invalid: failure !== null };
}

/** Focuses a named field of a form. */
export function focusField(form: HTMLFormElement, name: string): void {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement) field.focus();
}

/**
 * The errors a form found before sending, by field name in the form's order: the first field in
 * error gets the focus. Whether the form may be sent.
 */
export function acceptForm(form: HTMLFormElement, errors: Readonly<Record<string, string | undefined>>): boolean {
  const first = Object.keys(errors).find((name) => errors[name] !== undefined);
  if (first === undefined) return true;
  focusField(form, first);
  return false;
}
