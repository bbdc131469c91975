import { useId, useState, type FormEvent } from 'react';
import { AUTH_CODE_RESEND_SECONDS } from '@shop/contracts/browser/account.ts';
import { Button } from '@/components/button.tsx';
import { useRemember } from '../api/remember.ts';
import { userTexts } from '../texts.ts';
import type { SentCode } from './code-sign-in.tsx';
import { isEmail } from './email.ts';
import { EmailField } from './field.tsx';
import { FormFailure, acceptForm, concernedBy, failureText } from './form-failure.tsx';
import styles from './sign-in.module.css';

const t = userTexts.remember;

type RememberFormProps = {
  email: string;
  onEmail: (email: string) => void;
  /** The code the reminder sent is entered in the code form. */
  onEnterCode: (sent: SentCode) => void;
  onBack: () => void;
};

/**
 * Password reminder: a sign-in code goes to a registered e-mail (the contract's remember route).
 * The reply's message is shown as it comes; the same for any e-mail, so nobody learns who is registered.
 */
export function RememberForm({ email, onEmail, onEnterCode, onBack }: RememberFormProps) {
  const remember = useRemember();
  const [error, setError] = useState<string | null>(null);
  const failureId = useId();
  const failure = failureText(remember.error);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = isEmail(email) ? undefined : userTexts.errors.email;
    setError(found ?? null);
    if (!acceptForm(event.currentTarget, { email: found })) return;
    remember.mutate(email.trim());
  };

  if (remember.isSuccess) {
    const said = remember.data.messages.map((message) => message.text).join('\n');
    const address = remember.variables;
    return (
      <div className={styles.form}>
        <p className={styles.notice} role="status">
          {said || t.sent}
        </p>
        <Button
          block
          autoFocus
          onClick={() =>
            onEnterCode({ destination: { phone: null, email: address }, shownAs: address, resendAfterSeconds: AUTH_CODE_RESEND_SECONDS })
          }
        >
          {t.enterCode}
        </Button>
        <div className={styles.links}>
          <button type="button" className={styles.linkButton} onClick={onBack}>
            {t.back}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.text}>{t.text}</p>
      <EmailField label={t.email} value={email} error={error} {...concernedBy(failure, failureId)} onChange={onEmail} />
      <FormFailure id={failureId} text={failure} />
      <Button type="submit" block disabled={remember.isPending}>
        {remember.isPending ? t.sending : t.submit}
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onBack}>
          {t.back}
        </button>
      </div>
    </form>
  );
}
