import { env } from '@/config/env.ts';
import { texts } from '@/config/texts.ts';
import styles from './layout.module.css';
import { Link } from '@/components/link.tsx';

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    // The visible name and tagline are the link's name, so what a voice user reads out matches it.
    <Link to="/" className={styles.logo}>
      <span className={styles.logoMark} aria-hidden="true">
        <svg viewBox="0 0 32 32" width="32" height="32">
          <rect width="32" height="32" rx="9" fill="currentColor" />
          <path d="M9 22 16 8l7 14z" fill="#fff" />
        </svg>
      </span>
      <span className={styles.logoText}>
        <span className={styles.logoName}>{env.shopName}</span>
        {compact ? null : <span className={styles.logoTagline}>{texts.shopTagline}</span>}
      </span>
      <span className="visually-hidden">, {texts.nav.home.toLowerCase()}</span>
    </Link>
  );
}
