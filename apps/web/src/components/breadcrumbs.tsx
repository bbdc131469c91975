import { texts } from '@/config/texts.ts';
import styles from './screen.module.css';
import { Link } from './link.tsx';

export type Crumb = { name: string; path: string };

/** The path to the page, each step a link but the last; `className` may restyle it (its separator is --crumb-separator). */
export function Breadcrumbs({ items, className }: { items: readonly Crumb[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={texts.breadcrumbs} className={className}>
      <ol className={styles.crumbs}>
        {items.map((crumb, index) => (
          <li key={`${crumb.path}-${index}`}>
            {index === items.length - 1 ? <span aria-current="page">{crumb.name}</span> : <Link to={crumb.path}>{crumb.name}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
