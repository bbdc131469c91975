import type { ProductCard } from '@shop/contracts/catalogue.ts';
import { AddToCartControl } from '@/entities/cart/components/add-to-cart-control.tsx';
import { cardHref } from './card-model.ts';

/** The card's add-to-cart control, wired from the card's wire fields. */
export function CardCartControl({ card, compact = false, block = false }: { card: ProductCard; compact?: boolean; block?: boolean }) {
  return (
    <AddToCartControl
      assortmentId={card.assortmentId}
      multism={card.currentMultism}
      name={card.name}
      unavailable={card.outOrder}
      variety={{ count: card.assortment_variety_counter, text: card.assortment_variety_counter_text, url: cardHref(card.url) }}
      listedQuantity={card.orderQuantity}
      compact={compact}
      block={block}
    />
  );
}
