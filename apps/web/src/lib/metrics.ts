type MetricsWindow = Window & { ym?: (counter: number, action: 'reachGoal', goal: string) => void; ymCounterId?: number };

/** Reports a goal to the page's metrics counter when one is installed; without it, nothing happens. */
export function reachGoal(goal: string): void {
  const target = window as MetricsWindow;
  if (typeof target.ym === 'function' && typeof target.ymCounterId === 'number') target.ym(target.ymCounterId, 'reachGoal', goal);
  window.dispatchEvent(new CustomEvent('shop:goal', { detail: goal }));
}
