import { useAppSelector } from './store.ts';
import { selectSaveData } from './ui-slice.ts';

/** The sides the shop's product pictures come in (/img/p/{id}-{view}-{size}.png). */
export const PICTURE_SIZES = [90, 200, 520, 1000] as const;

type NavigatorWithConnection = { connection?: { saveData?: boolean } | undefined };

/** The shopper asked the browser to save data (Network Information API; not in every browser). */
export function browserSavesData(nav: NavigatorWithConnection = navigator as NavigatorWithConnection): boolean {
  return nav.connection?.saveData === true;
}

/** /img/p/{id}.png is view 1 at 400 px, /img/p/{id}-{view}.png that view at 520 px. */
const PRODUCT_PICTURE = /\/img\/p\/(\d+)(?:-(\d)(?:-(\d+))?)?\.png$/;

/**
 * A product picture for a box of `boxPx` CSS pixels. Saving data, the smallest side that fills the
 * box at one device pixel a CSS pixel, never larger than the one asked for; otherwise, and for
 * any other picture, the address as it is. The server decides by Save-Data and the browser by
 * the boot data's `saveData`, so a rendered page and the app take the same pictures.
 */
export function pictureForBox(url: string, boxPx: number, saveData: boolean): string {
  const match = saveData ? PRODUCT_PICTURE.exec(url) : null;
  if (!match) return url;
  const [found, id, view, asked = view ? 520 : 400] = match;
  // The smallest side that fills the box, or the largest there is.
  const size = PICTURE_SIZES.find((side) => side >= boxPx) ?? PICTURE_SIZES[3];
  return size < Number(asked) ? url.replace(found, `/img/p/${id}-${view ?? 1}-${size}.png`) : url;
}

/** `pictureForBox` with the data saver the page was rendered with. */
export function usePictureForBox(url: string, boxPx: number): string {
  return pictureForBox(url, boxPx, useAppSelector(selectSaveData));
}
