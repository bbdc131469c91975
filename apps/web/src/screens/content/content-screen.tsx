import { Link } from 'react-router';
import { SafeHtml } from '@shop/ui/safe-html.tsx';
import type { ContentRouteSections, LinkListPageSections } from '@shop/contracts/page.ts';
import type { FullListSections } from '@shop/contracts/catalog.ts';
import styles from '@/components/screen.module.css';
import type { PageProps } from '@/entities/page/page-props.ts';
import { useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion } from '@/lib/ui-slice.ts';

type Link = { id: number; name: string; url: string };
type Group = { key: string; title: Link | string; links: readonly Link[] };

function LinkList({ links }: { links: readonly Link[] }) {
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.id}>
          <Link to={link.url}>{link.name}</Link>
        </li>
      ))}
    </ul>
  );
}

/** Desktop columns: category sections with their groups and leaves, or brands by letter. */
function groupsOf(pageval4: FullListSections['pageval4'] | LinkListPageSections['pageval4']): Group[] {
  return pageval4.map((entry) =>
    'letter' in entry
      ? { key: entry.letter, title: entry.letter, links: entry.marks }
      : { key: String(entry.id), title: entry, links: entry.children.flatMap((group) => [group, ...group.children]) },
  );
}

function Lists({ name, sections }: { name: string; sections: Exclude<ContentRouteSections, { html: string }> }) {
  const mobile = useAppSelector(selectSiteVersion) === 'mobile';
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{name}</h1>
      {mobile ? (
        <LinkList links={sections.pageval4_mobile} />
      ) : (
        groupsOf(sections.pageval4).map((group) => (
          <section key={group.key} className={styles.group}>
            <h2 className={styles.groupTitle}>{typeof group.title === 'string' ? group.title : <Link to={group.title.url}>{group.title.name}</Link>}</h2>
            <LinkList links={group.links} />
          </section>
        ))
      )}
    </section>
  );
}

/** Route 'page': a content page (title and sanitised HTML), or a full list of categories or brands. */
export function Screen({ page }: PageProps<'page'>) {
  const { sections } = page;
  if ('html' in sections) {
    return (
      <article className={styles.page}>
        <h1 className={styles.title}>{sections.title}</h1>
        <SafeHtml className={styles.html} html={sections.html} />
      </article>
    );
  }
  return <Lists name={sections.name} sections={sections} />;
}
