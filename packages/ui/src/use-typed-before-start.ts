import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';

/**
 * The fields of a server-rendered page can be typed into before the app has hydrated the page. A
 * field keeps the text, but a controlled field's state starts from what the server rendered, React
 * reports no change for what was typed before, and the field's next render puts the server's value
 * back: the shopper's text would be lost. When the app hydrates the fields (a field, or the fields
 * inside an element), it hands `onHydrated` those whose text the shopper changed, and whether the
 * shopper is still in one of them.
 */
export function useTypedBeforeStart(
  root: RefObject<HTMLElement | null>,
  onHydrated: (typed: HTMLInputElement[], focused: boolean) => void,
): void {
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const fields = element instanceof HTMLInputElement ? [element] : [...element.querySelectorAll('input')];
    // The server's value is a field's default; in a field the app rendered itself the two are the same.
    const typed = fields.filter((field) => field.value !== field.defaultValue);
    if (typed.length > 0) onHydrated(typed, typed.includes(element.ownerDocument.activeElement as HTMLInputElement));
    // Once, when the app hydrates the fields: what is typed after that reaches their onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
