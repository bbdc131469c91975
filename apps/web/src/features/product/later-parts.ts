import { progressivePart } from '@/components/progressive-part.tsx';
import favoriteToggleStyles from '@/entities/user/components/favorite-toggle.module.css';
import commentStyles from './components/comments.module.css';
import priceDynamicsStyles from './components/price-dynamics.module.css';
import shareMenuStyles from './components/share-menu.module.css';
import tabGridStyles from './components/tab-grid.module.css';
import tooltipStyles from './components/tooltip.module.css';

/**
 * The parts of the product page that need not work before the shopper can see the product, choose
 * it and put it in the cart: the server renders them whole, and they are hydrated after the first
 * screen from one chunk (progressive-part.tsx). A press on one before that is carried out once it is.
 */
const load = () => import('./components/later-parts.tsx');

export const Characteristics = progressivePart(() => load().then((m) => m.Characteristics));
export const Comments = progressivePart(() => load().then((m) => m.Comments), { styles: [commentStyles] });
export const DeliveryOptions = progressivePart(() => load().then((m) => m.DeliveryOptions));
export const PriceDynamics = progressivePart(() => load().then((m) => m.PriceDynamics), { styles: [priceDynamicsStyles] });
export const PriceRequests = progressivePart(() => load().then((m) => m.PriceRequests));
export const ProductCodes = progressivePart(() => load().then((m) => m.ProductCodes));
export const ProductModals = progressivePart(() => load().then((m) => m.ProductModals));
export const SharePanel = progressivePart(() => load().then((m) => m.SharePanel), {
  styles: [shareMenuStyles, favoriteToggleStyles],
});
export const ShortReviews = progressivePart(() => load().then((m) => m.ShortReviews), { styles: [commentStyles] });
export const TabGrid = progressivePart(() => load().then((m) => m.TabGrid), { styles: [tabGridStyles] });
export const Tooltip = progressivePart(() => load().then((m) => m.Tooltip), { styles: [tooltipStyles], inline: true });
