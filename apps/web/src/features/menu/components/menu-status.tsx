import { menuTexts } from '../texts.ts';
import styles from './menu.module.css';

type MenuQuery = { isPending: boolean; refetch: () => Promise<unknown> };

/** The menu while it loads, or its failure with a retry (the menu's query is quiet: no toast). */
export function MenuStatus({ menu }: { menu: MenuQuery }) {
  return menu.isPending ? (
    <p className={styles.status} role="status">
      {menuTexts.loading}
    </p>
  ) : (
    <p className={styles.status} role="alert">
      {menuTexts.failed}{' '}
      <button type="button" className={styles.linkButton} onClick={() => void menu.refetch()}>
        {menuTexts.retry}
      </button>
    </p>
  );
}
