import type { PageProps } from '@/entities/page/page-props.ts';
import type { ConfirmationPage } from '@shop/contracts/orders.ts';
import { SafeHtml } from '@shop/ui/safe-html.tsx';
import { ButtonLink } from '@/components/button.tsx';
import { orderTexts } from '@/features/orders/texts.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import styles from './confirmation-screen.module.css';

/** Route type 'confirmation' (/confirmation/): title, upper message and the server's HTML (sanitised). */
export function ConfirmationScreen({ confirmation }: { confirmation: ConfirmationPage }) {
  useDocumentTitle(confirmation.title);
  return (
    <section className={styles.page}>
      <span className={styles.mark} aria-hidden="true">
        ✓
      </span>
      <h1 className={styles.title}>{confirmation.title}</h1>
      {confirmation.upperMsg ? <p className={styles.upper}>{confirmation.upperMsg}</p> : null}
      <SafeHtml className={styles.message} html={confirmation.message} />
      <div className={styles.actions}>
        <ButtonLink to="/order/history/">{orderTexts.confirmationPage.toOrders}</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          {orderTexts.confirmationPage.toShop}
        </ButtonLink>
      </div>
    </section>
  );
}

/** Route 'confirmation' (/confirmation/*): the page's title, upper message and HTML message. */
export function Screen({ page }: PageProps<'confirmation'>) {
  return <ConfirmationScreen confirmation={page.sections} />;
}
