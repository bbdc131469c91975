import { NavLink } from 'react-router';
import type { NavLinkProps } from 'react-router';
import { CartIcon } from '@/components/icons.tsx';
import { texts } from '@/config/texts.ts';
import { useCartCount } from '@/entities/cart/api/get-cart.ts';
import styles from './layout.module.css';

/** The cart with its position count (countpos) from the cart query. */
export function CartLink({ className, showLabel = true }: { className: NavLinkProps['className']; showLabel?: boolean }) {
  const count = useCartCount();
  return (
    <NavLink to="/cart/" className={className} aria-label={texts.nav.cartWithCount(count)}>
      <span className={styles.iconWrap}>
        <CartIcon />
        {count > 0 ? (
          <span className={styles.badge} data-testid="cart-count">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
      {showLabel ? <span>{texts.nav.cart}</span> : null}
    </NavLink>
  );
}
