import { texts } from '@/config/texts.ts';
import { useCurrentUser } from '@/entities/user/api/get-user.ts';
import { HeartIcon } from '@/components/icons.tsx';
import styles from './layout.module.css';
import { NavLink, type NavLinkProps } from '@/components/link.tsx';

/** Favourites with their count (user.favoriteCount), for guests too: the list page asks them to sign in. */
export function FavoritesLink({ className, showLabel = true }: { className: NavLinkProps['className']; showLabel?: boolean }) {
  const count = useCurrentUser().data?.favoriteCount ?? 0;
  return (
    <NavLink to="/favorites/" className={className} aria-label={texts.nav.favoritesWithCount(count)}>
      <span className={styles.iconWrap}>
        <HeartIcon />
        {count > 0 ? (
          <span className={styles.badge} data-testid="favorite-count">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
      {showLabel ? <span>{texts.nav.favorites}</span> : null}
    </NavLink>
  );
}
