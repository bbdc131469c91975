import type { CartPageData } from '@shop/contracts/cart.ts';
import { positionKey } from '@shop/contracts/browser/cart.ts';
import { clearEndpoint } from '@/entities/cart/api/clear-cart.ts';
import { cartTexts } from '@/features/cart/texts.ts';
import { PostForm, submitBy } from '@/lib/post-form.tsx';
import { CartLine } from './cart-line.tsx';
import { ClearCartConfirm } from './clear-cart-confirm.tsx';
import { CartTotals, positionsLine } from './cart-totals.tsx';
import { useCartActions } from './use-cart-actions.ts';
import styles from './cart-page.module.css';
import { Link } from '@/components/link.tsx';

export function CartPageDesktop({ cart }: { cart: CartPageData }) {
  const actions = useCartActions();
  const columns = cartTexts.columns;
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{cartTexts.title}</h1>
        <span className={styles.count}>{positionsLine(cart.products.length)}</span>
        <Link to="/order/history/" className={styles.allOrders}>
          {cartTexts.allOrders}
        </Link>
      </div>
      <div className={styles.layout}>
        <div className={styles.main}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{columns.name}</th>
                <th scope="col">{columns.price}</th>
                <th scope="col">{columns.quantity}</th>
                <th scope="col" className={styles.sumHead}>
                  {columns.sum}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{cartTexts.removeShort}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {cart.products.map((product) => (
                <CartLine key={positionKey(product.assortment.id, product.color?.id)} product={product} />
              ))}
            </tbody>
          </table>
          <PostForm endpoint={clearEndpoint}>
            <button type="submit" className={styles.clear} disabled={actions.clearing} onClick={submitBy(actions.askClear)}>
              {cartTexts.clear}
            </button>
          </PostForm>
          <ClearCartConfirm actions={actions} />
        </div>
        <aside className={styles.aside}>
          <CartTotals total={cart.total} onOneClick={actions.openOneClick} withCheckout />
        </aside>
      </div>
    </div>
  );
}
