import type { ReactNode } from 'react';
import { texts } from '@/config/texts.ts';
import { CartLink } from './cart-link.tsx';
import { CityPicker, DesktopMenuBar, Footer, SearchBox } from './hydrate-later.tsx';
import { FavoritesLink } from './favorites-link.tsx';
import { Logo } from './logo.tsx';
import { UserControl } from './user-control.tsx';
import styles from './layout.module.css';
import { NavLink } from '@/components/link.tsx';

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink);

export function DesktopLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Logo />
          <nav className={styles.nav} aria-label={texts.nav.home}>
            <NavLink to="/" end className={navClass}>
              {texts.nav.home}
            </NavLink>
            <NavLink to="/order/history/" className={navClass}>
              {texts.nav.orders}
            </NavLink>
          </nav>
          <SearchBox mobile={false} />
          <CityPicker place="header" />
          <FavoritesLink className={styles.favoritesLink} showLabel={false} />
          <UserControl />
          <CartLink className={styles.cartButton} />
        </div>
        <DesktopMenuBar />
      </header>
      <main className={styles.main}>{children}</main>
      <Footer siteVersion="desktop" />
    </div>
  );
}
