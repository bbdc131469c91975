import { useLayoutEffect, type RefObject } from 'react';

/** §9 swipe right: over 80 px across, under 130 px up or down, within a second. */
export const SWIPE = { minX: 80, maxY: 130, maxMs: 1000 } as const;

type Touch = { x: number; y: number; at: number };

export function isSwipeRight(start: Touch, end: Touch): boolean {
  return end.x - start.x > SWIPE.minX && Math.abs(end.y - start.y) < SWIPE.maxY && end.at - start.at < SWIPE.maxMs;
}

/**
 * A swipe right on `ref` calls `onSwipe` (§2 mobile: back to the last list). Touches that start in
 * an element marked `data-swipe-ignore` (the picture strip scrolls sideways itself) do not count.
 * The touches are heard on the document and checked against the element the ref holds at that
 * moment: an element rendered again later (the page's data arriving) still takes swipes. They are
 * attached in the commit that shows the page, so a page on screen never ignores a swipe.
 */
export function useSwipeRight(ref: RefObject<HTMLElement | null>, onSwipe: () => void) {
  useLayoutEffect(() => {
    let start: Touch | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      const target = event.target instanceof Element ? event.target : null;
      const inside = target !== null && ref.current?.contains(target) === true;
      const ignored = target?.closest('[data-swipe-ignore]');
      start = inside && touch && event.touches.length === 1 && !ignored ? { x: touch.clientX, y: touch.clientY, at: Date.now() } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (start && touch && isSwipeRight(start, { x: touch.clientX, y: touch.clientY, at: Date.now() })) onSwipe();
      start = null;
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
    };
  }, [ref, onSwipe]);
}
