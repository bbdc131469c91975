import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';

/**
 * Product photos and banners as a real shop serves them: raster pictures (PNG), which a browser
 * decodes off its main thread; an SVG picture is a document of its own, laid out and painted on
 * the main thread, and a page of cards would pay for each. A product shows the icon of its kind
 * (lucide, ISC licence) on a ground of its own colour; the gallery's other views turn it.
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

const require = createRequire(import.meta.url);
const iconBodies = new Map<string, string>();

/** The drawing inside a lucide icon: 24 × 24 units, stroked in currentColor. */
export function iconBody(name: string): string {
  let body = iconBodies.get(name);
  if (body === undefined) {
    const svg = readFileSync(require.resolve(`lucide-static/icons/${name}.svg`), 'utf8');
    body = svg.slice(svg.indexOf('>', svg.indexOf('<svg')) + 1, svg.lastIndexOf('</svg>')).trim();
    iconBodies.set(name, body);
  }
  return body;
}

const png = (svg: string) => Buffer.from(new Resvg(svg).render().asPng());

export function productPicturePng(productId: number, icon: string, picture: { view?: number; size?: number } = {}): Buffer {
  const size = picture.size ?? DEFAULT_PICTURE_SIZE;
  const view = picture.view ?? 1;
  const hue = productHue(productId);
  return png(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">` +
      `<rect width="40" height="40" fill="hsl(${hue}, 45%, 93%)"/>` +
      `<circle cx="20" cy="20" r="15" fill="hsl(${hue}, 50%, 85%)"/>` +
      `<g transform="rotate(${(view - 1) * 30} 20 20) translate(8 8)" fill="none" stroke="hsl(${hue}, 45%, 30%)" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${iconBody(icon)}</g>` +
      '</svg>',
  );
}

const slideHue = (index: number) => (index * 67 + 20) % 360;

/** A slide's picture: its colour, with a lighter disc rising from the lower right corner. */
export function bannerPicturePng(index: number, width: number, height: number): Buffer {
  const hue = slideHue(index);
  return png(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="${width}" height="${height}" fill="hsl(${hue}, 55%, 42%)"/>` +
      `<circle cx="${width - height * 0.35}" cy="${height * 1.05}" r="${height * 0.9}" fill="hsl(${hue}, 55%, 50%)"/></svg>`,
  );
}

/** A slide's background: its colour alone, lighter. */
export function bannerBackgroundPng(index: number, width: number, height: number): Buffer {
  return png(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${slideHue(index)}, 55%, 88%)"/></svg>`,
  );
}
