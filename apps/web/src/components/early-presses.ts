/**
 * Presses on a progressively hydrated part whose code has not come yet (progressive-part.tsx). React
 * drops a click on server HTML it cannot hydrate: such a click is held here instead, and made again
 * on the same element once its part has hydrated. A link or a form's submit button is left to the
 * browser, which carries it out as it does before the app runs (a page load, the form sent).
 */

const PART = '[data-progressive-part]';
const hydrated = new WeakSet<Element>();
const held = new Map<Element, Element[]>();

function browserCarriesOut(target: Element): boolean {
  const control = target.closest('a[href], button, input');
  if (control instanceof HTMLAnchorElement) return true;
  return (
    (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.type === 'submit' && control.form !== null
  );
}

function holdPress(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const part = target?.closest(PART);
  if (!target || !part || hydrated.has(part) || browserCarriesOut(target)) return;
  // Nothing happens now: React's root listener, which would drop it, never sees it.
  event.preventDefault();
  event.stopPropagation();
  held.set(part, [...(held.get(part) ?? []), target]);
}

let listening = false;

/**
 * From the moment the app hydrates a page rendered on the server: a press on a part not hydrated
 * yet is held. Listens before React's listener at the root. Answers the stop.
 */
export function holdEarlyPresses(): () => void {
  if (!listening) document.addEventListener('click', holdPress, true);
  listening = true;
  return () => {
    document.removeEventListener('click', holdPress, true);
    listening = false;
  };
}

/** A part has hydrated (or the app rendered it): the presses held on it are made again, now with its code. */
export function partHydrated(part: Element): void {
  hydrated.add(part);
  const presses = held.get(part) ?? [];
  held.delete(part);
  for (const target of presses) if (target.isConnected) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}
