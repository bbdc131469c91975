import { useEffect, useRef, useState } from 'react';
import { Modal } from '@shop/ui/modal.tsx';
import { useCurrentUser } from '../api/get-user.ts';
import { userTexts } from '../texts.ts';
import { CodeSignIn, type SentCode } from './code-sign-in.tsx';
import { PasswordSignIn } from './password-sign-in.tsx';
import { RegisterForm } from './register-form.tsx';
import { RememberForm } from './remember-form.tsx';
import { SocialSignIn } from './social-sign-in.tsx';
import styles from './sign-in.module.css';

type View = { mode: 'code'; sent?: SentCode } | { mode: 'password' } | { mode: 'register' } | { mode: 'remember' };

export type SignInModalProps = { onClose: () => void; sheet: boolean };

/**
 * The shop's one sign-in (cart-and-ordering.md §1, §7 "Auth"): a one-time code by phone or
 * e-mail, or e-mail and password, registration, the password reminder and social sign-in.
 * A success has already stored the user and reloaded what depends on them; the modal closes.
 */
export function SignInModal({ onClose, sheet }: SignInModalProps) {
  const { data: user } = useCurrentUser();
  const [view, setView] = useState<View>({ mode: 'code' });
  const [email, setEmail] = useState('');
  const body = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // A link that leads to another form disappears with its form: the new form's first field takes the focus.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    body.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [view]);
  const go = (next: View) => {
    moved.current = true;
    setView(next);
  };

  const t = userTexts;
  const title = view.mode === 'register' ? t.titles.register : view.mode === 'remember' ? t.titles.remember : t.titles.signIn;
  const signingIn = view.mode === 'code' || view.mode === 'password';

  return (
    <Modal open onClose={onClose} title={title} sheet={sheet} closeLabel={t.close}>
      {signingIn ? (
        <div className={styles.switch} role="group" aria-label={t.methods.legend}>
          {(['code', 'password'] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              className={styles.switchOption}
              aria-pressed={view.mode === mode}
              onClick={() => setView({ mode })}
            >
              {mode === 'code' ? t.methods.code : t.methods.password}
            </button>
          ))}
        </div>
      ) : null}
      <div ref={body}>
        {view.mode === 'code' ? <CodeSignIn key={view.sent?.shownAs ?? 'new'} sent={view.sent} onSignedIn={onClose} /> : null}
        {view.mode === 'password' ? (
          <PasswordSignIn
            email={email}
            onEmail={setEmail}
            onSignedIn={onClose}
            onForgot={() => go({ mode: 'remember' })}
            onRegister={() => go({ mode: 'register' })}
          />
        ) : null}
        {view.mode === 'register' ? (
          <RegisterForm email={email} onEmail={setEmail} onSignedIn={onClose} onSignIn={() => go({ mode: 'password' })} />
        ) : null}
        {view.mode === 'remember' ? (
          <RememberForm
            email={email}
            onEmail={setEmail}
            onEnterCode={(sent) => go({ mode: 'code', sent })}
            onBack={() => go({ mode: 'password' })}
          />
        ) : null}
      </div>
      {view.mode !== 'remember' ? <SocialSignIn socialAuth={user?.socialAuth} /> : null}
    </Modal>
  );
}
