import { ButtonLink } from '@/components/button.tsx';
import { CartIcon } from '@/components/icons.tsx';
import { cartTexts } from '@/features/cart/texts.ts';
import styles from './cart-page.module.css';

export function CartEmpty({ mobile }: { mobile: boolean }) {
  const t = cartTexts.empty;
  return (
    <section className={mobile ? styles.emptyMobile : styles.empty}>
      <span className={styles.emptyIcon} aria-hidden="true">
        <CartIcon width={40} height={40} />
      </span>
      <h1 className={styles.emptyTitle}>{t.title}</h1>
      <p className={styles.emptyText}>{mobile ? t.mobileText : t.desktopText}</p>
      <ButtonLink to="/" block={mobile}>
        {t.start}
      </ButtonLink>
    </section>
  );
}
