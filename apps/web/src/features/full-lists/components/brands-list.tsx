import { useState } from 'react';
import { LinkList } from '@/components/link-list.tsx';
import type { FullListSections } from '@shop/contracts/catalogue.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { byLetter } from '../letters.ts';
import { fullListTexts } from '../texts.ts';
import { COLLAPSED } from './collapsed.ts';
import { LetterTabs } from './letter-tabs.tsx';
import styles from './full-lists.module.css';

type BrandsSections = Extract<FullListSections, { kind: 'brands' }>;
type Alphabet = BrandsSections['tabs'][number]['id'];
type BrandLink = { id: number; name: string; url: string };

type Groups = ReadonlyArray<{ letter: string; links: readonly BrandLink[] }>;

/**
 * Brands under the letters chosen: every letter as the brands grid (six to a row), or one
 * letter's brands in three columns (two under 1102 px); one column of letters at 990 px or less.
 */
function LetterView({ groups, letter, collapsed }: { groups: Groups; letter: string | null; collapsed: boolean }) {
  const chosen = letter === null ? null : groups.find((group) => group.letter === letter);
  if (chosen) {
    return (
      <section aria-label={fullListTexts.brandsOf(chosen.letter)}>
        <h2 className={styles.bigLetter}>{chosen.letter}</h2>
        <LinkList items={chosen.links} className={collapsed ? styles.rows : styles.brandColumns} />
      </section>
    );
  }
  return (
    <div className={collapsed ? styles.collapsed : styles.brandsGrid} data-layout={collapsed ? 'collapsed' : 'grid'}>
      {groups.map((group) => (
        <section key={group.letter} className={collapsed ? styles.letterRow : styles.block}>
          <h2 className={styles.blockTitle}>{group.letter}</h2>
          <LinkList items={group.links} className={styles.brandLinks} />
        </section>
      ))}
    </div>
  );
}

/** Desktop: alphabet tabs ('А–Я', 'A–Z', '0–9'), the letters of the tab, the brands under them. */
function DesktopBrands({ sections }: { sections: BrandsSections }) {
  const collapsed = useMediaQuery(COLLAPSED);
  const [alphabet, setAlphabet] = useState<Alphabet | null>(sections.tabs[0]?.id ?? null);
  const [letter, setLetter] = useState<string | null>(null);
  const tab = sections.tabs.find((entry) => entry.id === alphabet) ?? null;
  const groups = sections.pageval4
    .filter((group) => tab === null || group.alphabet === tab.id)
    .map((group) => ({ letter: group.letter, links: group.marks }));
  return (
    <>
      {sections.tabs.length > 1 ? (
        <div className={styles.alphabetTabs} role="tablist" aria-label={fullListTexts.alphabet}>
          {sections.tabs.map((entry) => (
            <button
              key={entry.id}
              type="button"
              role="tab"
              id={`brands-tab-${entry.id}`}
              aria-selected={entry.id === alphabet}
              aria-controls="brands-panel"
              className={entry.id === alphabet ? `${styles.alphabetTab} ${styles.alphabetTabActive}` : styles.alphabetTab}
              onClick={() => {
                setAlphabet(entry.id);
                setLetter(null);
              }}
            >
              {entry.title}
            </button>
          ))}
        </div>
      ) : null}
      <div
        id="brands-panel"
        role={sections.tabs.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={sections.tabs.length > 1 && alphabet ? `brands-tab-${alphabet}` : undefined}
      >
        <LetterTabs letters={groups.map((group) => group.letter)} chosen={letter} onChoose={setLetter} />
        <LetterView groups={groups} letter={letter} collapsed={collapsed} />
      </div>
    </>
  );
}

/** Mobile: every brand (pageval4_mobile) under its first letter, with the letter tabs. */
function MobileBrands({ links }: { links: BrandsSections['pageval4_mobile'] }) {
  const [letter, setLetter] = useState<string | null>(null);
  const groups = byLetter(links);
  return (
    <>
      <LetterTabs letters={groups.map((group) => group.letter)} chosen={letter} onChoose={setLetter} />
      <div className={styles.mobileList}>
        {groups
          .filter((group) => letter === null || group.letter === letter)
          .map((group) => (
            <section key={group.letter}>
              <h2 className={styles.mobileLetter}>{group.letter}</h2>
              <LinkList items={group.links} className={styles.rows} />
            </section>
          ))}
      </div>
    </>
  );
}

/** /brands/ (route 'page'): every brand, by letter and number tabs. */
export function BrandsList({ sections, mobile }: { sections: BrandsSections; mobile: boolean }) {
  return mobile ? <MobileBrands links={sections.pageval4_mobile} /> : <DesktopBrands sections={sections} />;
}
