import { SafeHtml } from '@shop/ui/safe-html.tsx';
import styles from '@/components/screen.module.css';
import type { PageProps } from '@/entities/page/page-props.ts';

/** Route 'confirmation': the title, the upper message and the server's message (sanitised). */
export function Screen({ page }: PageProps<'confirmation'>) {
  const { sections } = page;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{sections.title}</h1>
      <p className={styles.lead}>{sections.upperMsg}</p>
      <SafeHtml className={styles.html} html={sections.message} />
    </section>
  );
}
