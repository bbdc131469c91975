import { useState } from 'react';
import type { User } from '@shop/contracts/account.ts';
import type { CheckoutPage } from '@shop/contracts/checkout.ts';
import { Modal } from '@shop/ui/modal.tsx';
import { Button } from '@/components/button.tsx';
import { useAppSelector } from '@/lib/store.ts';
import { selectLevel } from '@/features/checkout/model/checkout-slice.ts';
import type { CheckoutDraft } from '@/features/checkout/model/checkout-draft.ts';
import { checkoutTexts as t } from '@/features/checkout/texts.ts';
import { CheckoutDesktop } from './checkout-desktop.tsx';
import { CheckoutMobile, useSwipeRight } from './checkout-mobile.tsx';
import { CheckoutWindows, NO_WINDOW } from './checkout-windows.tsx';
import type { CheckoutWindow } from './checkout-windows.tsx';
import { useCheckoutSession } from './use-checkout.ts';
import { useStepHistory } from './use-step-history.ts';
import type { SubmitHandlers } from './use-checkout.ts';
import styles from './checkout.module.css';

export type CheckoutModalProps = SubmitHandlers & { mobile: boolean };

/**
 * The checkout (cart-and-ordering.md §2): one form on desktop, three steps on mobile, over the same
 * state, with its windows (saved addresses, the address and map window, dates, payment).
 */
export function CheckoutModal({ mobile, onClose, onPlaced }: CheckoutModalProps) {
  const { checkout, draft, user } = useCheckoutSession();
  const level = useAppSelector(selectLevel);
  const [openWindow, setOpenWindow] = useState<CheckoutWindow>(NO_WINDOW);
  // §2: back and a swipe right go a step back; from the first step they close the checkout.
  const steps = useStepHistory(mobile, level, onClose, () => setOpenWindow(NO_WINDOW));
  const swipe = useSwipeRight(steps.back);
  const page = checkout.data;

  let body;
  if (page && draft && user) {
    body = (
      <CheckoutBody
        page={page}
        draft={draft}
        user={user}
        mobile={mobile}
        onWindow={setOpenWindow}
        onBack={steps.back}
        handlers={{ onClose, onPlaced, onLeave: steps.leave }}
      />
    );
  } else if (checkout.isError) {
    body = (
      <div className={styles.state}>
        <p>{t.loadFailed}</p>
        <Button onClick={() => void checkout.refetch()}>{t.retry}</Button>
      </div>
    );
  } else {
    body = (
      <div className={styles.state} aria-busy="true">
        <span className={styles.spinner} aria-hidden="true" />
        <span>{t.loading}</span>
      </div>
    );
  }

  return (
    <>
      <Modal open sheet={mobile} size="large" onClose={steps.close} title={mobile ? t.steps[level] : t.title} closeLabel={t.close}>
        <div className={styles.body} {...(mobile ? swipe : {})} data-testid="checkout">
          {body}
        </div>
      </Modal>
      {page && draft && user ? (
        <CheckoutWindows window={openWindow} onWindow={setOpenWindow} mobile={mobile} page={page} draft={draft} user={user} />
      ) : null}
    </>
  );
}

type CheckoutBodyProps = {
  page: CheckoutPage;
  draft: CheckoutDraft;
  user: User;
  mobile: boolean;
  onWindow: (window: CheckoutWindow) => void;
  onBack: () => void;
  handlers: SubmitHandlers;
};

function CheckoutBody({ mobile, onBack, ...props }: CheckoutBodyProps) {
  return mobile ? <CheckoutMobile {...props} onBack={onBack} /> : <CheckoutDesktop {...props} />;
}
