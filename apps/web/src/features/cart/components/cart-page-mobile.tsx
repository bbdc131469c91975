import type { CartPageData } from '@shop/contracts/cart.ts';
import { positionKey } from '@shop/contracts/wire.ts';
import { formatNumber } from '@shop/ui/format.ts';
import { ButtonLink } from '@/components/button.tsx';
import { TrashIcon } from '@/components/icons.tsx';
import { clearEndpoint } from '@/entities/cart/api/clear-cart.ts';
import { CHECKOUT_URL } from '@/features/cart/open-panel.ts';
import { cartTexts } from '@/features/cart/texts.ts';
import { PostForm, submitBy } from '@/lib/post-form.tsx';
import { CartLineMobile } from './cart-line-mobile.tsx';
import { CartTotals, positionsLine } from './cart-totals.tsx';
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
          <button type="submit" className={styles.trash} aria-label={cartTexts.clear} disabled={actions.clearing} onClick={submitBy(actions.clear)}>
            <TrashIcon />
          </button>
        </PostForm>
      </div>
      <ul className={styles.lines}>
        {cart.products.map((product) => (
          <CartLineMobile key={positionKey(product.assortment.id, product.color?.id)} product={product} />
        ))}
      </ul>
      <CartTotals total={cart.total} onOneClick={actions.openOneClick} />
      <div className={styles.orderPanel}>
        <ButtonLink to={CHECKOUT_URL} replace block>
          {/* §2: the order panel button shows the total of the goods; delivery is chosen in checkout. */}
          {cartTexts.checkoutWithTotal(formatNumber(cart.total.total))}
        </ButtonLink>
      </div>
    </div>
  );
}
