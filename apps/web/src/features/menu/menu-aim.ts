import { useCallback, useEffect, useRef } from 'react';

/** catalogue.md §2 and product-widgets-monitoring.md §9: menu-aim tolerance 75 px, delay 300 ms. */
export const MENU_AIM_TOLERANCE = 75;
export const MENU_AIM_DELAY_MS = 300;
/** How many pointer positions the aim reads the direction from. */
const TRACKED = 3;

export type Point = { x: number; y: number };
export type Box = { left: number; top: number; right: number; bottom: number };

const slope = (a: Point, b: Point) => (b.y - a.y) / (b.x - a.x);

/**
 * How long to wait before the row under the pointer takes over (the menu-aim of Amazon's mega
 * menu): while the pointer heads for the open submenu on the right of `menu`, through the
 * triangle from the pointer to the submenu's top and bottom corners (widened by `tolerance`),
 * the rows it crosses on the way wait `delay` ms; any other move switches at once.
 * `lastDelayAt`: where the pointer was at the last wait; a pointer still there does not wait again.
 */
export function aimDelay(
  menu: Box,
  positions: readonly Point[],
  lastDelayAt: Point | null,
  tolerance = MENU_AIM_TOLERANCE,
  delay = MENU_AIM_DELAY_MS,
): number {
  const now = positions.at(-1);
  const before = positions[0] ?? now;
  if (!now || !before) return 0;
  const outside = before.x < menu.left || before.x > menu.right || before.y < menu.top || before.y > menu.bottom;
  if (outside) return 0;
  if (lastDelayAt && lastDelayAt.x === now.x && lastDelayAt.y === now.y) return 0;
  const upper = { x: menu.right, y: menu.top - tolerance };
  const lower = { x: menu.right, y: menu.bottom + tolerance };
  const towardSubmenu = slope(now, upper) < slope(before, upper) && slope(now, lower) > slope(before, lower);
  return towardSubmenu ? delay : 0;
}

/**
 * Rows of a menu whose submenu opens on its right: entering a row activates it, at once or
 * after the aim's delay (see aimDelay). Clicks and keys activate at once through `activate`.
 */
export function useMenuAim<Id>(active: Id | null, activate: (id: Id) => void, enabled: boolean) {
  const menuRef = useRef<HTMLElement | null>(null);
  const positions = useRef<Point[]>([]);
  const lastDelayAt = useRef<Point | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ active, activate });
  useEffect(() => {
    latest.current = { active, activate };
  });

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => {
    if (!enabled) return undefined;
    const track = (event: MouseEvent) => {
      positions.current = [...positions.current, { x: event.clientX, y: event.clientY }].slice(-TRACKED);
    };
    document.addEventListener('mousemove', track);
    return () => {
      document.removeEventListener('mousemove', track);
      cancel();
    };
  }, [cancel, enabled]);

  const tryActivate = useCallback(
    (id: Id) => {
      cancel();
      const menu = menuRef.current;
      const { active: current, activate: take } = latest.current;
      if (current === id) return;
      const box = menu?.getBoundingClientRect();
      const wait = current === null || !box ? 0 : aimDelay(box, positions.current, lastDelayAt.current);
      if (wait === 0) {
        lastDelayAt.current = null;
        take(id);
        return;
      }
      lastDelayAt.current = positions.current.at(-1) ?? null;
      timer.current = setTimeout(() => tryActivate(id), wait);
    },
    [cancel],
  );

  return { menuRef, enterRow: tryActivate, leaveMenu: cancel };
}
