import type { CartPageData } from '@shop/contracts/cart.ts';
import { positionKey } from '@shop/contracts/browser/cart.ts';
import { formatNumber } from '@shop/ui/format.ts';
import { ButtonLink } from '@/components/button.tsx';
import { TrashIcon } from '@/components/icons.tsx';
import { clearEndpoint } from '@/entities/cart/api/clear-cart.ts';
import { CHECKOUT_URL } from '@/features/cart/open-panel.ts';
import { cartTexts } from '@/features/cart/texts.ts';
import { PostForm, submitBy } from '@/lib/post-form.tsx';
import { CartLineMobile } from './cart-line-mobile.tsx';
import { ClearCartConfirm } from './clear-cart-confirm.tsx';
import { CartTotals, payableOf, positionsLine } from './cart-totals.tsx';
import { useCartActions } from './use-cart-actions.ts';
import styles from './cart-page.module.css';

export function CartPageMobile({ cart }: { cart: CartPageData }) {
  const actions = useCartActions();
  return (
    <div className={styles.pageMobile}>
      <div className={styles.headMobile}>
        <div>
          <h1 className={styles.title}>{cartTexts.title}</h1>
          <span className={styles.count}>{positionsLine(cart.products.length)}</span>
        </div>
        <PostForm endpoint={clearEndpoint}>
          <button
            type="submit"
            className={styles.trash}
            aria-label={cartTexts.clear}
            disabled={actions.clearing}
            onClick={submitBy(actions.askClear)}
          >
            <TrashIcon />
          </button>
        </PostForm>
        <ClearCartConfirm actions={actions} sheet />
      </div>
      <ul className={styles.lines}>
        {cart.products.map((product) => (
          <CartLineMobile key={positionKey(product.assortment.id, product.color?.id)} product={product} />
        ))}
      </ul>
      <CartTotals total={cart.total} onOneClick={actions.openOneClick} />
      <div className={styles.orderPanel}>
        <ButtonLink to={CHECKOUT_URL} replace block>
          {/*
            §2 'Оформить заказ, {total} ₽': the amount to pay, the one 'Итого' shows just above (goods
            with the delivery the shopper has chosen). The goods alone would name a second, smaller
            figure on the same screen, and checkout's last button shows the total with delivery too.
          */}
          {cartTexts.checkoutWithTotal(formatNumber(payableOf(cart.total)))}
        </ButtonLink>
      </div>
    </div>
  );
}
