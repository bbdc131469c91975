import { useEffect, type RefObject } from 'react';

/** §9 swipe right: over 80 px across, under 130 px up or down, within a second. */
export const SWIPE = { minX: 80, maxY: 130, maxMs: 1000 } as const;

type Touch = { x: number; y: number; at: number };

export function isSwipeRight(start: Touch, end: Touch): boolean {
  return end.x - start.x > SWIPE.minX && Math.abs(end.y - start.y) < SWIPE.maxY && end.at - start.at < SWIPE.maxMs;
}

/**
 * A swipe right on `ref` calls `onSwipe` (§2 mobile: back to the last list). Touches that start in
 * an element marked `data-swipe-ignore` (the picture strip scrolls sideways itself) do not count.
 */
export function useSwipeRight(ref: RefObject<HTMLElement | null>, onSwipe: () => void) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let start: Touch | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      const ignored = event.target instanceof Element && event.target.closest('[data-swipe-ignore]');
      start = touch && event.touches.length === 1 && !ignored ? { x: touch.clientX, y: touch.clientY, at: Date.now() } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (start && touch && isSwipeRight(start, { x: touch.clientX, y: touch.clientY, at: Date.now() })) onSwipe();
      start = null;
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchend', onEnd);
    };
  }, [ref, onSwipe]);
}
