import { useId } from 'react';
import type { User } from '@shop/contracts/account.ts';
import { useSocialSignIn } from '../api/social-sign-in.ts';
import { userTexts } from '../texts.ts';
import { FormFailure, failureText } from './form-failure.tsx';
import styles from './sign-in.module.css';

/** Social sign-in buttons, only when the shop has it on for this shopper (user.socialAuth.enable). */
export function SocialSignIn({ socialAuth }: { socialAuth: User['socialAuth'] | undefined }) {
  const social = useSocialSignIn();
  const titleId = useId();
  const failureId = useId();
  if (!socialAuth?.enable || socialAuth.socials.length === 0) return null;
  return (
    <section className={styles.social} aria-labelledby={titleId}>
      <p id={titleId} className={styles.socialTitle}>
        {userTexts.social.title}
      </p>
      <ul className={styles.socialList}>
        {socialAuth.socials.map((provider) => (
          <li key={provider.providerId}>
            <button
              type="button"
              className={styles.socialButton}
              disabled={social.isPending}
              onClick={() => social.mutate(provider.providerId)}
            >
              {provider.name}
            </button>
          </li>
        ))}
      </ul>
      <FormFailure id={failureId} text={failureText(social.error)} />
    </section>
  );
}
