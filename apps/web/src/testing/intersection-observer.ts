import { vi } from 'vitest';

type Observed = { element: Element; callback: IntersectionObserverCallback; observer: IntersectionObserver };

/**
 * jsdom has no IntersectionObserver: this one records what is observed, and `report` tells an
 * element's observers where it is now, as the browser would after a scroll.
 */
export function stubIntersectionObserver() {
  const observed: Observed[] = [];
  class FakeObserver {
    readonly root = null;
    readonly rootMargin: string;
    readonly thresholds = [0];
    constructor(
      private readonly callback: IntersectionObserverCallback,
      options: IntersectionObserverInit = {},
    ) {
      this.rootMargin = options.rootMargin ?? '0px';
    }
    observe(element: Element) {
      observed.push({ element, callback: this.callback, observer: this as unknown as IntersectionObserver });
    }
    unobserve(element: Element) {
      for (let index = observed.length - 1; index >= 0; index -= 1) if (observed[index]?.element === element) observed.splice(index, 1);
    }
    disconnect() {
      for (let index = observed.length - 1; index >= 0; index -= 1)
        if (observed[index]?.observer === (this as unknown)) observed.splice(index, 1);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observed,
    /** The element is in view (`top` within it), or above (`top` < 0) or below it, out of view. */
    report(element: Element, { isIntersecting, top }: { isIntersecting: boolean; top: number }) {
      const rect = { top, bottom: top + 1, left: 0, right: 0, width: 0, height: 1, x: 0, y: top, toJSON: () => ({}) } as DOMRectReadOnly;
      for (const entry of observed.filter((item) => item.element === element)) {
        entry.callback(
          [
            {
              target: element,
              isIntersecting,
              boundingClientRect: rect,
              intersectionRatio: isIntersecting ? 1 : 0,
              intersectionRect: rect,
              rootBounds: null,
              time: 0,
            },
          ],
          entry.observer,
        );
      }
    },
  };
}
