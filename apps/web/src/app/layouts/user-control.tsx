import { GUEST_USERNAME } from '@shop/contracts/browser/account.ts';
import { texts } from '@/config/texts.ts';
import { isSignedIn, useCurrentUser } from '@/entities/user/api/get-user.ts';
import { useLogout } from '@/entities/user/api/logout.ts';
import { useSignInModal } from '@/entities/user/sign-in.ts';
import { LogoutIcon, UserIcon } from '@/components/icons.tsx';
import styles from './layout.module.css';

/**
 * The shopper in the header: a guest sees 'Гость' and opens the sign-in with it; a signed-in
 * shopper sees their name and a logout control. `compact` is the phone header.
 */
export function UserControl({ compact = false }: { compact?: boolean }) {
  const { data: user } = useCurrentUser();
  const signInModal = useSignInModal();
  const logout = useLogout();
  const name = user?.username || GUEST_USERNAME;

  if (!isSignedIn(user)) {
    return (
      <button type="button" className={compact ? styles.userCompact : styles.user} onClick={signInModal.open}>
        <UserIcon className={styles.userIcon} />
        <span className={styles.userText}>
          <span className={styles.userName} data-testid="user-name">
            {name}
          </span>{' '}
          <span className={compact ? 'visually-hidden' : styles.userAction}>{texts.nav.signIn}</span>
        </span>
      </button>
    );
  }

  return (
    <div className={compact ? styles.userCompact : styles.user}>
      <UserIcon className={styles.userIcon} />
      <span className={styles.userText}>
        <span className={styles.userName} data-testid="user-name" title={name}>
          {name}
        </span>
        {compact ? null : (
          <button type="button" className={styles.logout} disabled={logout.isPending} onClick={() => logout.mutate()}>
            {texts.nav.logout}
          </button>
        )}
      </span>
      {compact ? (
        <button
          type="button"
          className={styles.logoutIcon}
          aria-label={texts.nav.logout}
          title={texts.nav.logout}
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          <LogoutIcon />
        </button>
      ) : null}
    </div>
  );
}
