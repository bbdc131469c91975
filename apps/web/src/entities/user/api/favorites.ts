import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@shop/contracts/account.ts';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import { useState } from 'react';
import type { ApiClient } from '@/lib/api-client.ts';
import { apiOf } from '@/lib/query-client.ts';
import { userQueryKey } from './get-user.ts';

const addProductEndpoint = endpoint('catalogue', 'addFavoriteProduct');
const removeProductEndpoint = endpoint('catalogue', 'removeFavoriteProduct');
const addCategoryEndpoint = endpoint('catalogue', 'addFavoriteCategory');
const removeCategoryEndpoint = endpoint('catalogue', 'removeFavoriteCategory');

export type FavoriteChange = { id: number; favorite: boolean };

/**
 * Adds or removes a product. `id` is the product's id (a card's or tile's `id`, the product page's
 * `product.id`), not the variety shown: /api/v1/favorites/put/ keeps products (catalogue.md §7).
 */
export function setFavoriteProduct(api: ApiClient, { id, favorite }: FavoriteChange) {
  const params = { productId: id };
  return favorite ? api.call(addProductEndpoint, { params }) : api.call(removeProductEndpoint, { params });
}

export function setFavoriteCategory(api: ApiClient, { id, favorite }: FavoriteChange) {
  const params = { categoryId: id };
  return favorite ? api.call(addCategoryEndpoint, { params }) : api.call(removeCategoryEndpoint, { params });
}

const withCount = (user: User | undefined, count: (current: number) => number) =>
  user ? { ...user, favoriteCount: Math.max(0, count(user.favoriteCount)) } : user;

/**
 * What the toggle shows: the confirmed state, or the one asked for while the call runs (optimistic).
 * A failed call drops back to the confirmed state. A new `listed` value (the list was reloaded) wins.
 */
function useToggleState(listed: boolean, variables: FavoriteChange | undefined, pending: boolean) {
  const [confirmed, setConfirmed] = useState({ listed, value: listed });
  let current = confirmed;
  if (confirmed.listed !== listed) {
    current = { listed, value: listed };
    setConfirmed(current);
  }
  const shown = pending && variables ? variables.favorite : current.value;
  return { shown, confirm: (value: boolean) => setConfirmed({ listed, value }) };
}

/**
 * A product's favourite state and its toggle. The shopper's favourite count (the header's, in the
 * ['user'] query) moves with the click and takes the reply's favoriteCount; a failure rolls both back.
 */
export function useFavoriteProduct(productId: number, listed: boolean) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (change: FavoriteChange, { client }) => setFavoriteProduct(apiOf(client), change),
    onMutate: async ({ favorite }) => {
      await queryClient.cancelQueries({ queryKey: userQueryKey });
      const previous = queryClient.getQueryData<User>(userQueryKey);
      queryClient.setQueryData<User>(userQueryKey, (user) => withCount(user, (count) => count + (favorite ? 1 : -1)));
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData<User>(userQueryKey, context.previous);
    },
    onSuccess: (reply, { favorite }) => {
      queryClient.setQueryData<User>(userQueryKey, (user) => withCount(user, () => reply.favoriteCount));
      state.confirm(favorite);
    },
  });
  const state = useToggleState(listed, mutation.variables, mutation.isPending);
  return {
    favorite: state.shown,
    pending: mutation.isPending,
    toggle: () => {
      if (!mutation.isPending) mutation.mutate({ id: productId, favorite: !state.shown });
    },
  };
}

/** A category's favourite state (categoryIsFavorite) and its toggle, optimistic like the product's. */
export function useFavoriteCategory(categoryId: number, listed: boolean) {
  const mutation = useMutation({
    mutationFn: (change: FavoriteChange, { client }) => setFavoriteCategory(apiOf(client), change),
    onSuccess: (_reply, { favorite }) => state.confirm(favorite),
  });
  const state = useToggleState(listed, mutation.variables, mutation.isPending);
  return {
    favorite: state.shown,
    pending: mutation.isPending,
    toggle: () => {
      if (!mutation.isPending) mutation.mutate({ id: categoryId, favorite: !state.shown });
    },
  };
}
