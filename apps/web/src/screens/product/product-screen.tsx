import { Link } from 'react-router';
import { Price } from '@shop/ui/price.tsx';
import { Breadcrumbs } from '@/components/breadcrumbs.tsx';
import { Button } from '@/components/button.tsx';
import styles from '@/components/screen.module.css';
import { useAddToCart } from '@/entities/cart/api/add-to-cart.ts';
import type { PageProps } from '@/entities/page/page-props.ts';
import { productTexts } from './texts.ts';

/** Route 'assortment': the product's name, code, price and adding it to the cart. */
export function Screen({ page }: PageProps<'assortment'>) {
  const { sections } = page;
  const addToCart = useAddToCart();
  const inCart = sections.quantity > 0 || addToCart.isSuccess;
  const available = sections.missingItem === 0;
  return (
    <section className={styles.page}>
      <Breadcrumbs items={sections.breadcrumbs} />
      <h1 className={styles.title}>{sections.assortment.name}</h1>
      <p className={styles.muted}>{productTexts.code(sections.assortment.sortId)}</p>
      <p className={styles.lead}>
        <Price value={sections.priceBlock.price} oldValue={sections.priceBlock.oldPrice} />
      </p>
      {sections.missingText ? <p className={styles.muted}>{sections.missingText}</p> : null}
      <div className={styles.actions}>
        {available ? (
          <Button
            disabled={addToCart.isPending}
            onClick={() => addToCart.mutate({ assortmentId: sections.assortmentId, colorId: sections.colorId })}
          >
            {addToCart.isPending ? productTexts.adding : inCart ? productTexts.inCart : productTexts.addToCart}
          </Button>
        ) : null}
        {inCart ? <Link to="/cart/">{productTexts.toCart}</Link> : null}
      </div>
    </section>
  );
}
