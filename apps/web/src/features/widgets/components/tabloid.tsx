import { SafeHtml } from '@shop/ui/safe-html.tsx';
import styles from './widgets.module.css';

/** Server-supplied banner HTML, sanitised before it is rendered. */
export function Tabloid({ html }: { html: string }) {
  return <SafeHtml html={html} className={styles.tabloid} data-widget="tabloid" />;
}
