import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { useLogin } from '../api/login.ts';
import { userTexts } from '../texts.ts';
import { isEmail } from './email.ts';
import { EmailField, TextField } from './field.tsx';
import { FormFailure, acceptForm, concernedBy, failureText } from './form-failure.tsx';
import styles from './sign-in.module.css';

const t = userTexts.password;

type PasswordSignInProps = {
  email: string;
  onEmail: (email: string) => void;
  onSignedIn: () => void;
  onForgot: () => void;
  onRegister: () => void;
};

/** Sign-in with e-mail and password (cart-and-ordering.md §7 "Auth": login). */
export function PasswordSignIn({ email, onEmail, onSignedIn, onForgot, onRegister }: PasswordSignInProps) {
  const login = useLogin();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const failureId = useId();
  const failure = failureText(login.error);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      email: isEmail(email) ? undefined : userTexts.errors.email,
      password: password === '' ? userTexts.errors.password : undefined,
    };
    setErrors(found);
    if (!acceptForm(event.currentTarget, found)) return;
    login.mutate({ email: email.trim(), password }, { onSuccess: onSignedIn });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <EmailField
        label={t.email}
        autoComplete="username"
        value={email}
        error={errors.email}
        {...concernedBy(failure, failureId)}
        onChange={onEmail}
      />
      <TextField
        label={t.password}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        {...concernedBy(failure, failureId)}
        onChange={setPassword}
      />
      <FormFailure id={failureId} text={failure} />
      <Button type="submit" block disabled={login.isPending}>
        {login.isPending ? t.signingIn : t.submit}
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onForgot}>
          {t.forgot}
        </button>
        <button type="button" className={styles.linkButton} onClick={onRegister}>
          {t.register}
        </button>
      </div>
    </form>
  );
}
