import type { Message } from '@shop/contracts/envelope.ts';
import styles from './forms.module.css';

/** What the server said about a form: refusals as an alert beside it. */
export function FormFailure({ messages }: { messages: readonly Message[] }) {
  const errors = messages.filter((message) => message.kind === 'error');
  if (errors.length === 0) return null;
  return (
    <div role="alert" className={styles.failure}>
      {errors.map((message) => (
        <p key={message.text}>{message.text}</p>
      ))}
    </div>
  );
}

/** The first success text of a reply, or the form's own words when the server said none. */
export const successText = (messages: readonly Message[], fallback: string) =>
  messages.find((message) => message.kind === 'success')?.text ?? fallback;
