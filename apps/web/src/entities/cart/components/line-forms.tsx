import { useId, type ReactElement } from 'react';
import { previousQuantity, nextQuantity } from '@shop/ui/quantity.ts';
import type { QuantityInputProps } from '@shop/ui/quantity-input.tsx';
import { PostForm } from '@/lib/post-form.tsx';
import type { LineRef } from '../api/cart-cache.ts';
import { removeItemEndpoint } from '../api/remove-cart-item.ts';
import { updateItemEndpoint } from '../api/update-cart-item.ts';

type LineFormsProps = {
  line: LineRef;
  quantity: number;
  step: number;
  multism: number;
};

/**
 * The forms a cart line's quantity control submits before the app runs: minus (removing the line
 * at one step, as the app does), plus, and the typed quantity. They stand beside the control,
 * whose buttons and field name them, since forms cannot hold one another.
 */
export function useLineForms({ line, quantity, step, multism }: LineFormsProps): {
  ids: NonNullable<QuantityInputProps['forms']>;
  forms: ReactElement;
} {
  const id = useId();
  const ids = { minus: `${id}minus`, plus: `${id}plus`, typed: `${id}typed`, field: 'quantity' };
  const params = { assortmentId: line.assortmentId };
  const colorId = line.colorId ?? undefined;
  const fewer = previousQuantity(quantity, step);
  const forms = (
    <>
      {fewer <= 0 ? (
        <PostForm endpoint={removeItemEndpoint} params={params} fields={{ colorId }} id={ids.minus} hidden />
      ) : (
        <PostForm endpoint={updateItemEndpoint} params={params} fields={{ quantity: fewer, multism, colorId }} id={ids.minus} hidden />
      )}
      <PostForm
        endpoint={updateItemEndpoint}
        params={params}
        fields={{ quantity: nextQuantity(quantity, step), multism, colorId }}
        id={ids.plus}
        hidden
      />
      <PostForm endpoint={updateItemEndpoint} params={params} fields={{ multism, colorId }} id={ids.typed} hidden />
    </>
  );
  return { ids, forms };
}
