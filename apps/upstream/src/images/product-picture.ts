import { circleDistance, createRaster, encodePng, fillShape, hslToRgb, roundedSquareDistance } from './png.ts';

/**
 * Product photos and banners as a real shop serves them: raster pictures (PNG here), which a browser decodes
 * off its main thread. (An SVG picture is a document of its own for the browser, laid out and
 * painted on the main thread: a page of product cards would pay for each.) Each product has a
 * colour of its own; view 1 shows a disc, the other views a square turned further each time.
 */

/** Gallery views: view 1 is the main one; sizes in pixels the product page and cards ask for. */
export const GALLERY_VIEWS_MAX = 8;
export const PICTURE_SIZES = [90, 200, 520, 1000] as const;

/** A product's main picture at its default size. */
export const productPictureUrl = (assortmentId: number) => `/img/p/${assortmentId}.png`;

/** The side of a picture drawn for a product's default address, /img/p/{id}.png. */
export const DEFAULT_PICTURE_SIZE = 400;

/** The hue of a product's pictures, spread around the colour wheel by its id. */
export const productHue = (id: number) => Math.round((id * 137.508) % 360);

export function productPicturePng(productId: number, picture: { view?: number; size?: number } = {}): Buffer {
  const size = picture.size ?? DEFAULT_PICTURE_SIZE;
  const view = picture.view ?? 1;
  const hue = productHue(productId);
  const raster = createRaster(size, size, hslToRgb(hue, 45, 92));
  const centre = size / 2;
  const around = (reach: number) => ({ left: centre - reach - 1, top: centre - reach - 1, right: centre + reach + 1, bottom: centre + reach + 1 });
  if (view <= 1) {
    const radius = size * 0.28;
    fillShape(raster, around(radius), circleDistance(centre, centre, radius), hslToRgb(hue, 40, 42));
  } else {
    const half = size * 0.22;
    fillShape(raster, around(half * Math.SQRT2), roundedSquareDistance(centre, centre, half, Math.min(half, size * 0.03 * view), (view - 1) * 15), hslToRgb(hue, 40, Math.min(80, 42 + view * 3)));
  }
  return encodePng(raster);
}

const slideHue = (index: number) => (index * 67 + 20) % 360;

/** A slide's picture: its colour, with a lighter disc rising from the lower right corner. */
export function bannerPicturePng(index: number, width: number, height: number): Buffer {
  const hue = slideHue(index);
  const raster = createRaster(width, height, hslToRgb(hue, 55, 42));
  const radius = height * 0.9;
  const cx = width - height * 0.35;
  const cy = height * 1.05;
  fillShape(raster, { left: cx - radius - 1, top: cy - radius - 1, right: cx + radius + 1, bottom: cy + radius + 1 }, circleDistance(cx, cy, radius), hslToRgb(hue, 55, 50));
  return encodePng(raster);
}

/** A slide's background: its colour alone, lighter. */
export function bannerBackgroundPng(index: number, width: number, height: number): Buffer {
  return encodePng(createRaster(width, height, hslToRgb(slideHue(index), 55, 88)));
}
