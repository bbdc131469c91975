import type { ReactNode } from 'react';
import { HomeIcon, OrdersIcon } from '@/components/icons.tsx';
import { texts } from '@/config/texts.ts';
import { CartLink } from './cart-link.tsx';
import { CityPicker, Footer, MobileMenuTab, SearchBox } from './hydrate-later.tsx';
import { FavoritesLink } from './favorites-link.tsx';
import { Logo } from './logo.tsx';
import { UserControl } from './user-control.tsx';
import styles from './layout.module.css';
import { NavLink } from '@/components/link.tsx';

const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab);

export function MobileLayout({ children }: { children: ReactNode }) {
  return (
    <div className={`${styles.shell} ${styles.mobile}`}>
      <header className={styles.headerMobile}>
        <Logo compact />
        <SearchBox mobile />
        <div className={styles.headerTools}>
          <CityPicker place="phone-header" />
          <FavoritesLink className={styles.cartIconLink} showLabel={false} />
          <UserControl compact />
          <CartLink className={styles.cartIconLink} showLabel={false} />
        </div>
      </header>
      <main className={styles.main}>{children}</main>
      <Footer siteVersion="mobile" />
      <nav className={styles.bottomBar} aria-label={texts.nav.home}>
        <NavLink to="/" end className={tabClass}>
          <HomeIcon />
          <span>{texts.nav.home}</span>
        </NavLink>
        <MobileMenuTab className={styles.tab} />
        <CartLink className={tabClass} />
        <NavLink to="/order/history/" className={tabClass}>
          <OrdersIcon />
          <span>{texts.nav.orders}</span>
        </NavLink>
      </nav>
    </div>
  );
}
