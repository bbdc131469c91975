import { fullListTexts } from '../texts.ts';
import styles from './full-lists.module.css';

type LetterTabsProps = {
  letters: readonly string[];
  /** The letter shown, or null for every letter. */
  chosen: string | null;
  onChoose: (letter: string | null) => void;
};

/** 'Все' and one button per first letter; the one pressed is the one shown. */
export function LetterTabs({ letters, chosen, onChoose }: LetterTabsProps) {
  const options: Array<string | null> = [null, ...letters];
  return (
    <div className={styles.letterTabs} role="group" aria-label={fullListTexts.letters}>
      {options.map((letter) => (
        <button
          key={letter ?? ''}
          type="button"
          aria-pressed={chosen === letter}
          className={chosen === letter ? `${styles.letterTab} ${styles.letterTabActive}` : styles.letterTab}
          onClick={() => onChoose(letter)}
        >
          {letter ?? fullListTexts.allLetters}
        </button>
      ))}
    </div>
  );
}
