import { LinkList } from '@/components/link-list.tsx';
import type { LinkListSections, ListLink, MarksGroup, MenuSection } from './sections.ts';
import styles from './content-page.module.css';
import { Link } from '@/components/link.tsx';

const Links = ({ links, className }: { links: readonly ListLink[]; className?: string }) => (
  <LinkList items={links} className={className ? `${styles.links} ${className}` : styles.links} />
);

const isMarks = (pageval4: LinkListSections['pageval4']): pageval4 is MarksGroup[] => pageval4.some((entry) => 'letter' in entry);

function CategoryColumns({ sections }: { sections: MenuSection[] }) {
  return (
    <div className={`${styles.columns} ${styles.categories}`}>
      {sections.map((section) => (
        <section key={section.id} className={styles.group}>
          <h2 className={styles.groupTitle}>
            <Link to={section.url}>{section.name}</Link>
          </h2>
          <ul className={styles.links}>
            {section.children.map((group) => (
              <li key={group.id}>
                <Link to={group.url}>{group.name}</Link>
                {group.children.length > 0 ? <Links links={group.children} className={styles.sub} /> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function BrandColumns({ groups }: { groups: MarksGroup[] }) {
  return (
    <div className={`${styles.columns} ${styles.brands}`}>
      {groups.map((group) => (
        <section key={group.letter} className={styles.group}>
          <h2 className={styles.groupTitle}>{group.letter}</h2>
          <Links links={group.marks} />
        </section>
      ))}
    </div>
  );
}

/** A marks or categories page: desktop shows pageval4 in columns, mobile the one list of pageval4_mobile. */
export function LinkListPage({ sections, mobile }: { sections: LinkListSections; mobile: boolean }) {
  return (
    <>
      <h1 className={styles.title}>{sections.name}</h1>
      {mobile ? (
        <Links links={sections.pageval4_mobile} className={styles.mobileList} />
      ) : isMarks(sections.pageval4) ? (
        <BrandColumns groups={sections.pageval4} />
      ) : (
        <CategoryColumns sections={sections.pageval4} />
      )}
    </>
  );
}
