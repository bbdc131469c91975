import { imageUrl } from '@/lib/api-client.ts';
import { texts } from '../texts.ts';
import styles from './monitoring.module.css';

/** An employee's picture; an order without a manager has none and gets a plain disc. */
export function EmployeePhoto({ img, name }: { img: string; name: string }) {
  if (!img) return <span className={styles.photo} role="img" aria-label={texts.photo(name)} />;
  return <img className={styles.photo} src={imageUrl(img)} alt={texts.photo(name)} decoding="async" />;
}
