/**
 * A name's parts where a line may break inside a word: before a capital that follows a small letter
 * ('ВолгаИнструмент' -> 'Волга', 'Инструмент'). A narrow filter list then breaks a compound brand at
 * its joint instead of mid-word, or running into the count beside it.
 */
export function compoundParts(name: string): string[] {
  return name.split(/(?<=\p{Ll})(?=\p{Lu})/u);
}
