/** Names that start with a digit share one tab (catalogue.md §2 "letter and number tabs"). */
export const DIGITS = '0–9';

/** The tab a name goes under: its first letter in upper case, or '0–9'. */
export function letterOf(name: string): string {
  const first = name.trim().charAt(0).toLocaleUpperCase('ru');
  return /\d/.test(first) ? DIGITS : first;
}

/** Links grouped by their first letter, letters in the Russian order then the Latin, digits last. */
export function byLetter<T extends { name: string }>(links: readonly T[]): Array<{ letter: string; links: T[] }> {
  const groups = new Map<string, T[]>();
  for (const link of links) {
    const letter = letterOf(link.name);
    groups.set(letter, [...(groups.get(letter) ?? []), link]);
  }
  const rank = (letter: string) => (letter === DIGITS ? 2 : /[А-ЯЁ]/.test(letter) ? 0 : 1);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b, 'ru'))
    .map(([letter, grouped]) => ({ letter, links: grouped }));
}
