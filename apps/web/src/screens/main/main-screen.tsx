import { Link } from 'react-router';
import styles from '@/components/screen.module.css';
import type { PageProps } from '@/entities/page/page-props.ts';
import { mainTexts } from './texts.ts';

/** Route 'main': the shop's top categories (the widgets come with the widget renderer). */
export function Screen({ page }: PageProps<'main'>) {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{page.seo.seo_title || mainTexts.catalogue}</h1>
      <h2 className={styles.lead}>{mainTexts.catalogue}</h2>
      <ul className={styles.links}>
        {page.sections.categories.map((category) => (
          <li key={category.id}>
            <Link to={category.path}>{category.name}</Link>
          </li>
        ))}
      </ul>
      <Link to="/categories/">{mainTexts.allCategories}</Link>
    </section>
  );
}
