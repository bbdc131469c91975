/**
 * Field rules of checkout (cart-and-ordering.md §5, §9) that the web, the BFF's schemas and the
 * demo upstream share: zod-free, so the browser uses the same copy.
 */

/** How long a field's error stays under it. */
export const FIELD_ERROR_MS = 7_000;

/** INN: 10 digits for an organisation, 12 for a sole proprietor; the input takes at most 12. */
export const INN_MAX_LENGTH = 12;
export const isInnShaped = (value: string) => /^(\d{10}|\d{12})$/.test(value);

/** Floor of door delivery: an integer 1 to 300, 1 by default. */
export const FLOOR_MIN = 1;
export const FLOOR_MAX = 300;

/** The typed floor, rounded and clamped to 1-300; anything that is not a number is the first floor. */
export function clampFloor(value: number): number {
  if (!Number.isFinite(value)) return FLOOR_MIN;
  return Math.min(FLOOR_MAX, Math.max(FLOOR_MIN, Math.round(value)));
}

/** cart-and-ordering.md §9 "Map defaults": Moscow's centre, zoom 10.7, 1 s animations, a 340 px panel on the left. */
export const MAP_DEFAULTS = {
  centre: { lat: 55.755864, lng: 37.617698 },
  zoom: 10.7,
  animationMs: 1000,
  leftMarginPx: 340,
} as const;
