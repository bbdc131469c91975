import { z } from 'zod';
import type { Gender } from './tree.ts';
import data from './latin-letters.json' with { type: 'json' };

/** The Latin spelling of each Cyrillic letter in URL slugs (latin-letters.json): 'х' is 'kh', 'ц' is 'c'. */
const LETTERS = z.record(z.string().length(1), z.string()).parse(data);

/** Latin URL slug of a Russian phrase: 'Дрель ударная 850 Вт' -> 'drel-udarnaya-850-vt'. */
export function slugify(text: string): string {
  return [...text.toLowerCase()]
    .map((char) => LETTERS[char] ?? char)
    .join('')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Puts a masculine adjective as faker gives it ('Стальной', 'Пластиковый', 'Маленький') into the
 * noun's gender, lower-cased for use after the noun.
 */
export function agree(adjective: string, gender: Gender): string {
  const word = adjective.toLowerCase();
  if (gender === 'm') return word;
  const stem = word.slice(0, -2);
  const ending = word.slice(-2);
  const hushing = /[кгхжшщч]$/.test(stem);
  if (ending === 'ий' && !hushing) {
    return stem + { f: 'яя', n: 'ее', pl: 'ие' }[gender];
  }
  if (ending === 'ый' || ending === 'ой' || ending === 'ий') {
    if (gender === 'f') return `${stem}ая`;
    if (gender === 'n') return `${stem}${/[жшщч]$/.test(stem) ? 'ее' : 'ое'}`;
    return `${stem}${hushing ? 'ие' : 'ые'}`;
  }
  return word;
}
