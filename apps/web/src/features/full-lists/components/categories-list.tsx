import { useState } from 'react';
import { LinkList } from '@/components/link-list.tsx';
import type { FullListSections } from '@shop/contracts/catalogue.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { byLetter } from '../letters.ts';
import { fullListTexts } from '../texts.ts';
import { COLLAPSED } from './collapsed.ts';
import styles from './full-lists.module.css';
import { Link } from '@/components/link.tsx';

type CategoriesSections = Extract<FullListSections, { kind: 'categories' }>;
type Section = CategoriesSections['pageval4'][number];

function Groups({ section }: { section: Section }) {
  return (
    <ul className={styles.groups}>
      {section.children.map((group) => (
        <li key={group.id}>
          <Link to={group.url} className={styles.groupLink}>
            {group.name}
          </Link>
          {group.children.length > 0 ? <LinkList items={group.children} className={styles.leaves} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Desktop: every section with its groups and leaves, in four columns. */
function CategoryColumns({ sections }: { sections: readonly Section[] }) {
  return (
    <div className={styles.categoryColumns} data-layout="columns">
      {sections.map((section) => (
        <section key={section.id} className={styles.block}>
          <h2 className={styles.blockTitle}>
            <Link to={section.url}>{section.name}</Link>
          </h2>
          <Groups section={section} />
        </section>
      ))}
    </div>
  );
}

/** 990 px or less: one column of sections, each opened in place. */
function CollapsedCategories({ sections }: { sections: readonly Section[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) => {
    const next = new Set(open);
    if (!next.delete(id)) next.add(id);
    setOpen(next);
  };
  return (
    <div className={styles.collapsed} data-layout="collapsed">
      {sections.map((section) => {
        const expanded = open.has(section.id);
        const panelId = `categories-${section.id}`;
        return (
          <section key={section.id} className={styles.fold}>
            <h2 className={styles.foldTitle}>
              <button
                type="button"
                className={styles.foldButton}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(section.id)}
              >
                {section.name}
              </button>
            </h2>
            {expanded ? (
              <div id={panelId} className={styles.foldBody}>
                <Link to={section.url} className={styles.allLink}>
                  {fullListTexts.allOf(section.name)}
                </Link>
                <Groups section={section} />
              </div>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

/** Mobile: every category in one alphabetical list (pageval4_mobile), under its first letter. */
function MobileCategories({ links }: { links: CategoriesSections['pageval4_mobile'] }) {
  return (
    <div className={styles.mobileList}>
      {byLetter(links).map((group) => (
        <section key={group.letter}>
          <h2 className={styles.mobileLetter}>{group.letter}</h2>
          <ul className={styles.rows}>
            {group.links.map((link) => (
              <li key={link.id}>
                <Link to={link.url}>{link.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** /categories/ (route 'page'): the whole catalogue as links. */
export function CategoriesList({ sections, mobile }: { sections: CategoriesSections; mobile: boolean }) {
  const collapsed = useMediaQuery(COLLAPSED);
  if (mobile) return <MobileCategories links={sections.pageval4_mobile} />;
  return collapsed ? <CollapsedCategories sections={sections.pageval4} /> : <CategoryColumns sections={sections.pageval4} />;
}
