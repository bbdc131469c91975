import { CART_MODALS } from '@/features/cart/modals.ts';
import { OPEN_PANEL_PARAM } from '@/features/cart/open-panel.ts';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button.tsx';
import { MessagePage } from '@/components/message-page.tsx';
import { useAppDispatch, useAppSelector } from '@/lib/store.ts';
import { modalClosed, modalOpened, selectIsModalOpen, selectSiteVersion } from '@/lib/ui-slice.ts';
import { openOrderWhenOnline } from '@/entities/cart/components/order-opener.ts';
import { useCart } from '@/entities/cart/api/get-cart.ts';
import { loadChunk } from '@/lib/chunk-reload.ts';
import { cartTexts } from '@/features/cart/texts.ts';
import { CartEmpty } from './cart-empty.tsx';
import { CartPageDesktop } from './cart-page-desktop.tsx';
import { CartPageMobile } from './cart-page-mobile.tsx';
import { CartSkeleton } from './cart-skeleton.tsx';
import styles from './cart-page.module.css';

// Its own chunk, loaded when the shopper opens it.
const OneClickModal = lazy(() =>
  loadChunk(() => import('@/entities/cart/components/one-click-modal.tsx')).then((m) => ({ default: m.OneClickModal })),
);

/** The checkout panel's slot: the screen renders the checkout feature's modal here. */
export type CheckoutSlot = (props: { open: boolean; mobile: boolean; onClose: () => void }) => ReactNode;

/**
 * The cart page, desktop or mobile by site version, with its modals. `related` goes under the cart
 * once it is known (the goods that go with it: the screen passes the widgets feature's CartWidget);
 * `checkout` is the checkout panel opened by 'Оформить заказ' and ?openPanel.
 */
export function CartPage({ related, checkout }: { related?: ReactNode; checkout?: CheckoutSlot }) {
  const cart = useCart();
  const mobile = useAppSelector(selectSiteVersion) === 'mobile';
  useOpenPanelParam(cart.data ? !cart.data.cartPageData.empty && cart.data.cartPageData.products.length > 0 : null);

  let content;
  if (cart.isPending) {
    content = <CartSkeleton mobile={mobile} />;
  } else if (cart.isError) {
    content = <MessagePage title={cartTexts.loadFailed} actions={<Button onClick={() => void cart.refetch()}>{cartTexts.retry}</Button>} />;
  } else {
    const data = cart.data.cartPageData;
    if (data.empty || data.products.length === 0) content = <CartEmpty mobile={mobile} />;
    else if (mobile) content = <CartPageMobile cart={data} />;
    else content = <CartPageDesktop cart={data} />;
  }

  return (
    <>
      {content}
      {cart.isSuccess && related ? <div className={mobile ? styles.relatedMobile : styles.related}>{related}</div> : null}
      <CartModals mobile={mobile} checkout={checkout} />
    </>
  );
}

/**
 * ?openPanel opens the checkout panel once the cart is known and the parameter has left the
 * address (replace): the open checkout keeps its steps in the history on the address it finds.
 */
function useOpenPanelParam(hasProducts: boolean | null) {
  const [params, setParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const requested = params.has(OPEN_PANEL_PARAM);
  const opening = useRef(false);
  useEffect(() => {
    if (requested || !opening.current) return;
    opening.current = false;
    // Checkout and payment cannot be done from what is stored offline: the shopper is told, not shown a panel that fails.
    openOrderWhenOnline(dispatch, () => dispatch(modalOpened(CART_MODALS.checkoutPanel)));
  }, [requested, dispatch]);
  useEffect(() => {
    if (!requested || hasProducts === null) return;
    opening.current = hasProducts;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OPEN_PANEL_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [requested, hasProducts, setParams]);
}

function CartModals({ mobile, checkout }: { mobile: boolean; checkout: CheckoutSlot | undefined }) {
  const dispatch = useAppDispatch();
  const oneClickOpen = useAppSelector((state) => selectIsModalOpen(state, CART_MODALS.oneClick));
  const panelOpen = useAppSelector((state) => selectIsModalOpen(state, CART_MODALS.checkoutPanel));
  return (
    <>
      {checkout?.({ open: panelOpen, mobile, onClose: () => dispatch(modalClosed(CART_MODALS.checkoutPanel)) })}
      {oneClickOpen ? (
        <Suspense fallback={null}>
          <OneClickModal open sheet={mobile} onClose={() => dispatch(modalClosed(CART_MODALS.oneClick))} />
        </Suspense>
      ) : null}
    </>
  );
}
