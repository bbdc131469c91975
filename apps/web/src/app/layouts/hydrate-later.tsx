import { lazy, memo, Suspense, useEffect, useRef } from 'react';
import type { ComponentProps, ComponentType } from 'react';
import { useCurrentUser } from '@/entities/user/api/get-user.ts';
import { loadChunk } from '@/lib/chunk-reload.ts';
import { holdEarlyPresses, partHydrated } from './early-presses.ts';
import type * as LaterPartsModule from './later-parts.ts';
import { holdUntilReady, whenReady } from '../when-ready.ts';
import styles from './layout.module.css';

type LaterParts = typeof LaterPartsModule;

/**
 * The app hydrates a page rendered on the server: the layout's later parts keep their server HTML
 * (progressive hydration) and their chunk waits until the app is ready; a press on one before it
 * has hydrated is held until then (early-presses.ts).
 */
export function holdLaterParts(): void {
  holdEarlyPresses();
  holdUntilReady();
}

const loadParts = () => loadChunk(() => import('./later-parts.ts'));
let parts: Promise<LaterParts> | undefined;
const laterParts = () => (parts ??= whenReady().then(loadParts));

/** Rendered after a later part, inside its boundary: its effect runs once the part has hydrated. */
function Hydrated({ part }: { part: { current: HTMLElement | null } }): null {
  useEffect(() => {
    if (part.current) partHydrated(part.current);
  }, [part]);
  return null;
}

/**
 * A part of the header or footer that a shopper does not need at app-ready: the search box (its
 * hints), the menus (their panels), the city and the footer. In its own Suspense boundary, so the
 * rest of the layout hydrates without it; a press on it before then is made again once it has
 * (early-presses.ts). Memoised: a render of the layout before the chunk is there would otherwise
 * render the boundary again, and replace its server HTML by the fallback. The wrapper takes no box.
 */
function later<Props extends object>(pick: (parts: LaterParts) => ComponentType<Props>) {
  const Part = lazy(() => laterParts().then((parts) => ({ default: pick(parts) })));
  return memo(function LaterPart(props: Props) {
    const part = useRef<HTMLDivElement>(null);
    return (
      <div ref={part} className={styles.laterPart} data-later-part="">
        <Suspense fallback={null}>
          <Part {...props} />
          <Hydrated part={part} />
        </Suspense>
      </div>
    );
  });
}

export const SearchBox = later((parts) => parts.SearchBox);
const LaterCityPicker = later((parts) => parts.CityPicker);
export const DesktopMenuBar = later((parts) => parts.DesktopMenuBar);
export const MobileMenuTab = later((parts) => parts.MobileMenuTab);
export const Footer = later((parts) => parts.Footer);

/**
 * The city is the shopper's: the server renders it when it rendered with them. Known only once the
 * app has asked, it is rendered by the app (not hydrated), or it would not be the server's HTML.
 */
export function CityPicker(props: ComponentProps<typeof LaterCityPicker>) {
  return useCurrentUser().data ? <LaterCityPicker {...props} /> : null;
}
