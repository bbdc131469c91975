import { useCallback } from 'react';

/** The metrics counter a deployment may install on the page (Yandex Metrica's `ym`). */
type MetricsWindow = Window & { ym?: (counter: number, action: 'reachGoal', goal: string) => void; ymCounterId?: number };

/** The event every goal is also announced as, for whatever listens on the page (tag managers, tests). */
export const GOAL_EVENT = 'shop:goal';

/**
 * Reports a metrics goal (e.g. cart-and-ordering.md §4 'orderSendAction'): to the counter when one
 * is installed, and as a `shop:goal` event. Without a counter nothing else happens.
 */
export function reachGoal(goal: string): void {
  const target = window as MetricsWindow;
  if (typeof target.ym === 'function' && typeof target.ymCounterId === 'number') target.ym(target.ymCounterId, 'reachGoal', goal);
  window.dispatchEvent(new CustomEvent(GOAL_EVENT, { detail: goal }));
}

/** The one analytics hook: `const goal = useGoal(); goal('orderSendAction')`. */
export function useGoal(): (goal: string) => void {
  return useCallback((goal: string) => reachGoal(goal), []);
}
