import { useState } from 'react';
import { useAllMarks } from '../api/menu-api.ts';
import { menuTexts } from '../texts.ts';
import styles from './menu.module.css';
import { Link } from '@/components/link.tsx';

type Alphabet = 'ru' | 'en';

/** Every brand by its first letter, Cyrillic or Latin names (catalogue.md §2 "all marks"). */
export function MarksPanel() {
  const marks = useAllMarks(true);
  const [alphabet, setAlphabet] = useState<Alphabet>('ru');
  if (marks.isPending)
    return (
      <p className={styles.status} role="status">
        {menuTexts.loading}
      </p>
    );
  if (marks.isError) {
    return (
      <p className={styles.status} role="alert">
        {menuTexts.failed}{' '}
        <button type="button" className={styles.linkButton} onClick={() => void marks.refetch()}>
          {menuTexts.retry}
        </button>
      </p>
    );
  }
  return (
    <>
      <div className={styles.marksHead}>
        <h2 className={styles.sectionTitle}>
          <Link to="/brands/">{menuTexts.allBrands}</Link>
        </h2>
        <div className={styles.alphabets} role="group" aria-label={menuTexts.alphabet}>
          {(['ru', 'en'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={alphabet === option}
              className={alphabet === option ? `${styles.alphabet} ${styles.alphabetActive}` : styles.alphabet}
              onClick={() => setAlphabet(option)}
            >
              {menuTexts.alphabets[option]}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.marks}>
        {marks.data[alphabet].map((group) => (
          <section key={group.letter} className={styles.letterGroup}>
            <h3 className={styles.letter}>{group.letter}</h3>
            <ul className={styles.leaves}>
              {group.marks.map((mark) => (
                <li key={mark.id}>
                  <Link to={mark.url}>{mark.name}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
