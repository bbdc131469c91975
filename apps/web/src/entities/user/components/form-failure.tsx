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
