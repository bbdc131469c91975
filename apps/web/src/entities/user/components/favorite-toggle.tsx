import { useSignedInAction } from '../sign-in.ts';
import { useFavoriteCategory, useFavoriteProduct } from '../api/favorites.ts';
import styles from './favorite-toggle.module.css';

/** Texts of the favourite toggles; the button's name is the text it shows or its tooltip. */
export const favoriteTexts = {
  add: 'В избранное',
  added: 'В избранном',
  categoryAdd: 'Категорию в избранное',
  categoryAdded: 'Категория в избранном',
} as const;

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.3 4.6 13a4.9 4.9 0 0 1 0-7 4.9 4.9 0 0 1 7 0l.4.4.4-.4a4.9 4.9 0 0 1 7 0 4.9 4.9 0 0 1 0 7Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

type ToggleViewProps = {
  /** The favourite's state and its toggle (api/favorites.ts). */
  state: { favorite: boolean; pending: boolean; toggle: () => void };
  /** The label while it is not a favourite, and while it is. */
  labels: readonly [add: string, added: string];
  /** Show the label next to the heart; otherwise it is the tooltip. */
  withText: boolean;
  className: string | undefined;
};

/** The heart of either kind of favourite; a guest gets the sign-in modal first. */
function ToggleView({ state, labels, withText, className }: ToggleViewProps) {
  const signedIn = useSignedInAction();
  const pressed = state.favorite;
  const label = pressed ? labels[1] : labels[0];
  const classes = [styles.toggle, withText ? '' : styles.iconOnly, className ?? ''].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-pressed={pressed}
      aria-busy={state.pending}
      aria-label={withText ? undefined : label}
      title={withText ? undefined : label}
      onClick={() => signedIn(state.toggle)}
    >
      <HeartIcon filled={pressed} />
      {withText ? <span>{label}</span> : null}
    </button>
  );
}

export type ProductFavoriteToggleProps = {
  /** The product's id (a card's `id`), not the variety it shows (see api/favorites.ts). */
  productId: number;
  /** favoritesHas === 1 of the card or product page. */
  favorite: boolean;
  withText?: boolean;
  className?: string;
};

/**
 * Heart on cards and the product page: 'В избранное' / 'В избранном', aria-pressed. A guest gets
 * the sign-in modal; a signed-in shopper's header count follows the reply.
 */
export function ProductFavoriteToggle({ productId, favorite, withText = false, className }: ProductFavoriteToggleProps) {
  const state = useFavoriteProduct(productId, favorite);
  return <ToggleView state={state} labels={[favoriteTexts.add, favoriteTexts.added]} withText={withText} className={className} />;
}

export type CategoryFavoriteToggleProps = {
  categoryId: number;
  /** categoryIsFavorite of the category page. */
  favorite: boolean;
  withText?: boolean;
  className?: string;
};

/** The category page's favourite toggle (catalogue.md §4 "Favourites"); a guest gets the sign-in modal. */
export function CategoryFavoriteToggle({ categoryId, favorite, withText = true, className }: CategoryFavoriteToggleProps) {
  const state = useFavoriteCategory(categoryId, favorite);
  return (
    <ToggleView state={state} labels={[favoriteTexts.categoryAdd, favoriteTexts.categoryAdded]} withText={withText} className={className} />
  );
}
