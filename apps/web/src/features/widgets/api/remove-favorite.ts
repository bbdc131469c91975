import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@shop/contracts/account.ts';
import type { Widget, WidgetProduct } from '@shop/contracts/widgets.ts';
import { useAppDispatch } from '@/lib/store.ts';
import { toastAdded } from '@/lib/ui-slice.ts';
import { apiOf } from '@/lib/query-client.ts';
import { setFavoriteProduct } from '@/entities/user/api/favorites.ts';
import { userQueryKey } from '@/entities/user/api/get-user.ts';
import { widgetTexts } from '@/features/widgets/texts.ts';
import { widgetsQueryKey } from './held-widget.ts';
import type { HeldWidget } from './held-widget.ts';

function withoutFavorite(widget: Widget, productId: number): Widget {
  if (!('defaultProducts' in widget)) return widget;
  const unmark = (products: WidgetProduct[]) =>
    widget.widgetTypeName === 'product_favorites'
      ? products.filter((product) => product.id !== productId)
      : products.map((product) => (product.id === productId ? { ...product, favoritesHas: 0 as const } : product));
  const defaultProducts = unmark(widget.defaultProducts);
  const multi = widget.multi.map((tab) => ({ ...tab, tabProducts: unmark(tab.tabProducts) }));
  return { ...widget, defaultProducts, multi, goods_quantity: defaultProducts.length };
}

/** Every held widget shows the product as no longer a favourite; the favourites strip drops it. */
function forgetFavorite(client: QueryClient, productId: number) {
  client.setQueriesData<HeldWidget | null>({ queryKey: widgetsQueryKey }, (held) =>
    held ? { ...held, widget: withoutFavorite(held.widget, productId) } : held,
  );
}

/** Removes a product (its tile's `id`, the product) from the signed-in shopper's favourites. */
export function useRemoveFavorite() {
  const client = useQueryClient();
  const dispatch = useAppDispatch();
  return useMutation({
    mutationFn: (productId: number, { client: queryClient }) => setFavoriteProduct(apiOf(queryClient), { id: productId, favorite: false }),
    onSuccess: (reply, productId) => {
      forgetFavorite(client, productId);
      dispatch(toastAdded({ kind: 'success', text: widgetTexts.removedFavorite }));
      // The header's favourites count lives with the user.
      client.setQueryData<User>(userQueryKey, (user) => (user ? { ...user, favoriteCount: reply.favoriteCount } : user));
    },
  });
}
