/**
 * Presses on a part of the layout that has not hydrated yet (hydrate-later.tsx). React does not
 * replay a click on server HTML whose code has not come: it would be lost. Such a click is held
 * here instead, and made again on the same element once its part has hydrated.
 */

const PART = '[data-later-part]';
const hydrated = new WeakSet<Element>();
const held = new Map<Element, HTMLElement[]>();

function holdPress(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>('a, button') : null;
  const part = target?.closest(PART);
  if (!target || !part || hydrated.has(part)) return;
  // Nothing happens now, neither React's handling nor the browser's own (a link's navigation).
  event.preventDefault();
  event.stopPropagation();
  held.set(part, [...(held.get(part) ?? []), target]);
}

/** From the moment the app hydrates a page with later parts until each has hydrated. Answers the stop. */
export function holdEarlyPresses(): () => void {
  document.addEventListener('click', holdPress, true);
  return () => document.removeEventListener('click', holdPress, true);
}

/** A part has hydrated: the presses held on it are made again, now with its code. */
export function partHydrated(part: Element): void {
  hydrated.add(part);
  const presses = held.get(part) ?? [];
  held.delete(part);
  for (const target of presses) if (target.isConnected) target.click();
}
