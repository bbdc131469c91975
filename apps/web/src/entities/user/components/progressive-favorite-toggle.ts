import { progressivePart } from '@/components/progressive-part.tsx';
import styles from './favorite-toggle.module.css';

/**
 * The favourite toggles of a listing's cards and title, hydrated after its first rows
 * (progressive-part.tsx): the server renders them whole, and a press on one before they are
 * hydrated is carried out once they are.
 */
const load = () => import('./favorite-toggle.tsx');

export const ProductFavoriteToggle = progressivePart(() => load().then((m) => m.ProductFavoriteToggle), { styles: [styles], inline: true });
export const CategoryFavoriteToggle = progressivePart(() => load().then((m) => m.CategoryFavoriteToggle), {
  styles: [styles],
  inline: true,
});
