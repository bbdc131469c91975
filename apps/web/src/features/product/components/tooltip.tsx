import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { SafeHtml } from '@shop/ui/safe-html.tsx';
import { useTooltip } from '@/features/product/api/get-tooltip.ts';
import { useOutsideClose } from '../use-outside-close.ts';
import { windowTexts } from '../window-texts.ts';
import styles from './tooltip.module.css';

/** §9 tooltip width, and the least room it keeps from the window's edges. */
export const TOOLTIP_WIDTH = 300;
const EDGE = 12;

/** Where the bubble starts, from its anchor's left: under the anchor's right end, moved to stay inside the window. */
export function bubbleLeft(anchor: { left: number; right: number }, windowWidth: number): number {
  const width = Math.min(TOOLTIP_WIDTH, windowWidth - 2 * EDGE);
  const wanted = anchor.right - width;
  const inside = Math.min(Math.max(wanted, EDGE), windowWidth - EDGE - width);
  return inside - anchor.left;
}

/**
 * §4: a tooltip opens on a click and closes on a click outside it (or Escape); 300 px wide (§9).
 * Its text is the server's (§7 /s/tooltip/), loaded on the first opening.
 */
export function Tooltip({ id, topic }: { id: string; topic: string }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLSpanElement>(null);
  const bubbleId = useId();
  const tooltip = useTooltip(id, open);
  const close = useCallback(() => setOpen(false), []);
  const [left, setLeft] = useState<number | undefined>(undefined);
  useOutsideClose(open, ref, close);
  useLayoutEffect(() => {
    if (!open || !ref.current) return;
    setLeft(bubbleLeft(ref.current.getBoundingClientRect(), document.documentElement.clientWidth));
  }, [open]);
  return (
    <span ref={ref} className={styles.tooltip}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={windowTexts.tooltip.open(topic)}
        aria-expanded={open}
        aria-controls={open ? bubbleId : undefined}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path
            d="M5.8 6a2.2 2.2 0 1 1 3.3 1.9c-.7.4-1.1.9-1.1 1.6v.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
          <circle cx="8" cy="12.4" r="1" fill="currentColor" />
        </svg>
      </button>
      {open ? (
        <span id={bubbleId} role="tooltip" className={styles.bubble} style={left === undefined ? undefined : { left }}>
          {tooltip.data ? <SafeHtml as="span" html={tooltip.data.tooltipData} /> : <span>{windowTexts.tooltip.loading}</span>}
        </span>
      ) : null}
    </span>
  );
}
