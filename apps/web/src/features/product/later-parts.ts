import { progressivePart } from '@/components/progressive-part.tsx';

/**
 * The parts of the product page that need not work before the shopper can see the product, choose
 * it and put it in the cart: the server renders them whole and links their styles, and they are
 * hydrated after the first screen from one chunk (progressive-part.tsx). A press on one before that
 * is carried out once it is.
 */
const load = () => import('./components/later-parts.tsx');

export const Characteristics = progressivePart(() => load().then((m) => m.Characteristics));
export const Comments = progressivePart(() => load().then((m) => m.Comments));
export const DeliveryOptions = progressivePart(() => load().then((m) => m.DeliveryOptions));
export const PriceDynamics = progressivePart(() => load().then((m) => m.PriceDynamics));
export const PriceRequests = progressivePart(() => load().then((m) => m.PriceRequests));
export const ProductCodes = progressivePart(() => load().then((m) => m.ProductCodes));
export const ProductModals = progressivePart(() => load().then((m) => m.ProductModals));
export const SharePanel = progressivePart(() => load().then((m) => m.SharePanel));
export const ShortReviews = progressivePart(() => load().then((m) => m.ShortReviews));
export const TabGrid = progressivePart(() => load().then((m) => m.TabGrid));
export const Tooltip = progressivePart(() => load().then((m) => m.Tooltip), { inline: true });
