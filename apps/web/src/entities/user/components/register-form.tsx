import { useId, useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@shop/contracts/browser/account.ts';
import { Button } from '@/components/button.tsx';
import { useRegister } from '../api/register.ts';
import { userTexts } from '../texts.ts';
import { isEmail } from './email.ts';
import { EmailField, TextField } from './field.tsx';
import { FormFailure, acceptForm, concernedBy, failureText } from './form-failure.tsx';
import styles from './sign-in.module.css';

const t = userTexts.register;

type RegisterFormProps = {
  email: string;
  onEmail: (email: string) => void;
  onSignedIn: () => void;
  onSignIn: () => void;
};

/** Registration with e-mail and password; the new account is signed in at once. */
export function RegisterForm({ email, onEmail, onSignedIn, onSignIn }: RegisterFormProps) {
  const register = useRegister();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const failureId = useId();
  const failure = failureText(register.error);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      email: isEmail(email) ? undefined : userTexts.errors.email,
      password: password.length >= PASSWORD_MIN_LENGTH ? undefined : userTexts.errors.passwordShort,
    };
    setErrors(found);
    if (!acceptForm(event.currentTarget, found)) return;
    const name = username.trim();
    register.mutate({ email: email.trim(), password, ...(name ? { username: name } : {}) }, { onSuccess: onSignedIn });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label={t.name} name="username" autoComplete="name" value={username} onChange={setUsername} />
      <EmailField label={t.email} value={email} error={errors.email} {...concernedBy(failure, failureId)} onChange={onEmail} />
      <TextField
        label={t.password}
        hint={t.passwordHint}
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        error={errors.password}
        onChange={setPassword}
      />
      <FormFailure id={failureId} text={failure} />
      <Button type="submit" block disabled={register.isPending}>
        {register.isPending ? t.registering : t.submit}
      </Button>
      <div className={styles.links}>
        <span className={styles.text}>
          {t.haveAccount}{' '}
          <button type="button" className={styles.linkButton} onClick={onSignIn}>
            {t.signIn}
          </button>
        </span>
      </div>
    </form>
  );
}
