import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, type ComponentType } from 'react';
import { loadChunk } from '@/lib/chunk-reload.ts';
import partStyle from './progressive-part.module.css';

/** Held for nothing but to keep the parts' styles in the first load. */
const partStyles: Array<Readonly<Record<string, string>>> = [];

export type ProgressivePartOptions = {
  /**
   * The part's CSS modules: named here, they come with the screen's code, whose styles the server
   * links, so the part's HTML is styled from the first paint, before its chunk is there.
   */
  styles?: ReadonlyArray<Readonly<Record<string, string>>>;
  /** The part sits where only phrasing content may (in a heading, a term, a button's line). */
  inline?: boolean;
};

type Shown = () => void;

/**
 * A press on a link or on a form's submit button, which the browser carries out itself (a page
 * load, the form sent), as it does before the app runs.
 */
function browserCarriesOut(target: Element): boolean {
  const control = target.closest('a[href], button, input');
  if (control instanceof HTMLAnchorElement) return true;
  return (
    (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.type === 'submit' && control.form !== null
  );
}

/**
 * A part of a screen the server renders whole while its code stays out of the first load
 * (progressive hydration): the browser keeps the server's HTML of the part until its chunk has
 * arrived, then hydrates it. Its chunk starts loading as the page is hydrated, beside the first
 * screen's. Rendered by the app alone (after a navigation), the part shows once its chunk is in.
 *
 * React drops a press on HTML it has not hydrated yet (it hydrates the part at once only when the
 * part's code is there): a press on one of the part's buttons before then is held, and carried out
 * on the same element once the part is hydrated; links and forms' submit buttons work as they do
 * before the app runs. The part's HTML sits in an element of its own, laid out as
 * if it were not there (display: contents), by which the press is known to be the part's.
 */
export function progressivePart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { styles = [], inline = false }: ProgressivePartOptions = {},
): ComponentType<P> {
  partStyles.push(...styles);
  const Part = lazy(() =>
    loadChunk(load).then((Component) => ({
      default: function HydratedPart({ partProps, onShown }: { partProps: P; onShown: Shown }) {
        useEffect(onShown, [onShown]);
        return <Component {...partProps} />;
      },
    })),
  );
  return function ProgressivePart(props: P) {
    const box = useRef<HTMLDivElement & HTMLSpanElement>(null);
    const shown = useRef(false);
    const held = useRef<EventTarget[]>([]);
    const hold = useCallback((event: MouseEvent) => {
      const { target } = event;
      if (shown.current || !(target instanceof Element) || !box.current?.contains(target) || browserCarriesOut(target)) return;
      event.preventDefault();
      event.stopPropagation();
      held.current.push(target);
    }, []);
    // Listened for before React's own listener at the root, which would drop the press.
    useLayoutEffect(() => {
      if (shown.current) return;
      document.addEventListener('click', hold, true);
      return () => document.removeEventListener('click', hold, true);
    }, [hold]);
    const onShown = useCallback(() => {
      if (shown.current) return;
      shown.current = true;
      document.removeEventListener('click', hold, true);
      for (const target of held.current.splice(0)) {
        if (target instanceof Node && target.isConnected)
          target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      }
    }, [hold]);
    const part = (
      <Suspense fallback={null}>
        <Part partProps={props} onShown={onShown} />
      </Suspense>
    );
    return inline ? (
      <span ref={box} className={partStyle.part}>
        {part}
      </span>
    ) : (
      <div ref={box} className={partStyle.part}>
        {part}
      </div>
    );
  };
}
