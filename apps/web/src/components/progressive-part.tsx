import { lazy, memo, Suspense, useCallback, useLayoutEffect, useRef, type ComponentType } from 'react';
import { loadChunk } from '@/lib/chunk-reload.ts';
import { partHydrated } from './early-presses.ts';
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

/** The part's own element and whether its content is in: once both are, the part has hydrated. */
type Hydration = { box: Element | null; shown: boolean };

function hydratedOnceBoth(hydration: Hydration): void {
  if (hydration.box && hydration.shown) partHydrated(hydration.box);
}

/**
 * Rendered after the part, inside its boundary: runs once the part has hydrated, in the same commit.
 * Its element's ref may come later in that commit (a part whose chunk is already there mounts whole).
 */
function Hydrated({ hydration }: { hydration: Hydration }): null {
  useLayoutEffect(() => {
    hydration.shown = true;
    hydratedOnceBoth(hydration);
  }, [hydration]);
  return null;
}

/**
 * A part of a page the server renders whole while its code stays out of the first load
 * (progressive hydration): the browser keeps the server's HTML of the part until its chunk has
 * arrived, then hydrates it; the rest of the page hydrates without it. `load` says when the chunk
 * starts loading (as the page is hydrated, or once the app is ready). Rendered by the app alone
 * (after a navigation), the part shows once its chunk is in.
 *
 * A press on the part before it has hydrated is held and made again once it has
 * (early-presses.ts). The part's HTML sits in an element of its own, laid out as if it were not
 * there (display: contents), by which a press is known to be the part's. Memoised: a render of its
 * parent before the chunk is there would otherwise render the boundary again, and replace its
 * server HTML by the fallback.
 */
export function progressivePart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { styles = [], inline = false }: ProgressivePartOptions = {},
): ComponentType<P> {
  partStyles.push(...styles);
  const Part = lazy(() => loadChunk(load).then((Component) => ({ default: Component })));
  return memo(function ProgressivePart(props: P) {
    const hydration = useRef<Hydration>({ box: null, shown: false }).current;
    const box = useCallback(
      (element: Element | null) => {
        hydration.box = element;
        hydratedOnceBoth(hydration);
      },
      [hydration],
    );
    const part = (
      <Suspense fallback={null}>
        <Part {...props} />
        <Hydrated hydration={hydration} />
      </Suspense>
    );
    return inline ? (
      <span ref={box} className={partStyle.part} data-progressive-part="">
        {part}
      </span>
    ) : (
      <div ref={box} className={partStyle.part} data-progressive-part="">
        {part}
      </div>
    );
  });
}
