import { CartIcon } from '@/components/icons.tsx';
import { texts } from '@/config/texts.ts';
import { useCartCount } from '@/entities/cart/api/get-cart.ts';
import styles from './layout.module.css';
import { NavLink, type NavLinkProps } from '@/components/link.tsx';

/**
 * The cart with its position count (countpos) from the cart query. Its name, 'Корзина, товаров: N',
 * is its own text (the badge is the same number, hidden from screen readers), so what is seen is
 * what is read: no aria-label that leaves the visible count out of it.
 */
export function CartLink({ className, showLabel = true }: { className: NavLinkProps['className']; showLabel?: boolean }) {
  const count = useCartCount();
  return (
    <NavLink to="/cart/" className={className}>
      <span className={styles.iconWrap} aria-hidden="true">
        <CartIcon />
        {count > 0 ? (
          <span className={styles.badge} data-testid="cart-count">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
      <span className={showLabel ? styles.cartLabel : 'visually-hidden'}>{texts.nav.cart}</span>
      <span className="visually-hidden">{texts.nav.cartCountSuffix(count)}</span>
    </NavLink>
  );
}
