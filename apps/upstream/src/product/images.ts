import type { ProductImage } from '@shop/contracts/product.ts';
import type { VarietyRow } from './store.ts';

/** Sizes the product page and the cards ask for (the main picture is up to 520 px, §2). */
export const PICTURE = { thumbnail: 90, tile: 200, main: 520, zoom: 1000 } as const;

export const pictureUrl = (assortmentId: number, view: number, size: number) => `/img/p/${assortmentId}-${view}-${size}.png`;

// White on it reads at AA (5.6:1) at the label's 16 px.
const SALE = { bgcolor: '#C62828', color: '#FFFFFF' };
const NEW = { bgcolor: '#2E7D32', color: '#FFFFFF' };
const EXPRESS = { bgcolor: '#1E4FA3', color: '#FFFFFF' };

/** Labels drawn over the main picture: discount, novelty, express. */
function igraphs(variety: VarietyRow): ProductImage['igraphs'] {
  const line = [];
  if (variety.assval1 === 'sale' && variety.discount_percent > 0) line.push({ text: `−${variety.discount_percent}%`, size: 16, ...SALE });
  if (variety.assval1 === 'new') line.push({ text: 'Новинка', size: 14, ...NEW });
  if (variety.express === 1 && variety.missing_item === 0) line.push({ text: 'Экспресс, 4 часа', size: 12, ...EXPRESS });
  return { group: line.length > 0 ? [{ line }] : [] };
}

function picture(variety: VarietyRow, view: number, labels: boolean): ProductImage {
  const source = variety.image_source_id;
  return {
    productThumbnail: pictureUrl(source, view, PICTURE.thumbnail),
    productthumb: pictureUrl(source, view, PICTURE.main),
    updated: variety.image_version,
    isClone: source !== variety.id,
    igraphs: labels ? igraphs(variety) : { group: [] },
  };
}

/** The main picture and the other views of the gallery. */
export function gallery(variety: VarietyRow): { MainImage: ProductImage; slaveImages: ProductImage[] } {
  const views = Array.from({ length: variety.image_count - 1 }, (_, index) => picture(variety, index + 2, false));
  return { MainImage: picture(variety, 1, true), slaveImages: views };
}
