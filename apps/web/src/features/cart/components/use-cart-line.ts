import type { CartProduct } from '@shop/contracts/cart.ts';
import { quantityStep } from '@shop/ui/quantity.ts';
import { useRemoveCartItem } from '@/entities/cart/api/remove-cart-item.ts';
import { useUpdateCartItem } from '@/entities/cart/api/update-cart-item.ts';
import { useLineForms } from '@/entities/cart/components/line-forms.tsx';
import { useWaitingLine } from '@/entities/cart/offline/waiting-changes.ts';

/** What both the desktop row and the mobile card do with one line. */
export function useCartLine(product: CartProduct) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const ref = { assortmentId: product.assortment.id, colorId: product.color?.id ?? null };
  const waiting = useWaitingLine(ref) !== undefined;
  const step = quantityStep(product.multism.mult, product.multism.coef);

  const changeQuantity = (quantity: number) => {
    if (quantity <= 0) remove.mutate(ref);
    else update.mutate({ ...ref, quantity, multism: product.multism.id });
  };

  const { ids, forms } = useLineForms({ line: ref, quantity: product.quantity, step, multism: product.multism.id });

  return { ref, step, waiting, changeQuantity, removeLine: () => remove.mutate(ref), quantityForms: { ids, forms } };
}

export type CartLineControls = ReturnType<typeof useCartLine>;
