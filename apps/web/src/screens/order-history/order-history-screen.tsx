import { Skeleton } from '@shop/ui/skeleton.tsx';
import { AccountPanel } from '@/features/account/components/account-panel.tsx';
import { useOrderHistory } from '@/features/orders/api/get-history.ts';
import { OrderHistoryList } from '@/features/orders/components/order-history.tsx';
import { orderTexts } from '@/features/orders/texts.ts';
import { Button } from '@/components/button.tsx';
import { isSignedIn, useCurrentUser } from '@/entities/user/api/get-user.ts';
import { useSignInModal } from '@/entities/user/sign-in.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion } from '@/lib/ui-slice.ts';
import styles from './order-history-screen.module.css';

/**
 * /order/history/: the orders and, beside them, the shopper's settings (city, consents), so
 * everything about the shopper's own account is in one place. A guest sees the orders placed in
 * this session and an offer to sign in for the rest.
 */
export function OrderHistoryScreen() {
  const t = orderTexts.history;
  useDocumentTitle(t.title);
  const mobile = useAppSelector(selectSiteVersion) === 'mobile';
  const { data: user, isPending: userPending } = useCurrentUser();
  // The list's request starts with the shopper's: the guest's note and the list come in one render,
  // not the note pushing a list already on the screen down.
  const historyPending = useOrderHistory().isPending;
  const signIn = useSignInModal();
  const guest = user !== undefined && !isSignedIn(user);
  if (userPending || historyPending) {
    return (
      <section className={mobile ? `${styles.page} ${styles.mobile}` : styles.page}>
        <h1 className={styles.title}>{t.title}</h1>
        <Skeleton height={mobile ? 640 : 420} />
      </section>
    );
  }
  return (
    <section className={mobile ? `${styles.page} ${styles.mobile}` : styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      {guest ? (
        <div className={styles.guest} role="note">
          <p>{t.guest}</p>
          <Button variant="secondary" onClick={signIn.open}>
            {t.signIn}
          </Button>
        </div>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.orders}>
          <OrderHistoryList mobile={mobile} />
        </div>
        <AccountPanel />
      </div>
    </section>
  );
}

/** Route 'orderHistory': the history reads its own BFF route. */
export function Screen() {
  return <OrderHistoryScreen />;
}
