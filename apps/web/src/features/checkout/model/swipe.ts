/** cart-and-ordering.md §9: a swipe right is over 80 px across, under 130 px up or down, within a second. */
export function isSwipeRight(dx: number, dy: number, ms: number): boolean {
  return dx > 80 && Math.abs(dy) < 130 && ms < 1000;
}
