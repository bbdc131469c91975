import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { ProductPage } from '@shop/contracts/product.ts';
import { formatPrice } from '@shop/ui/format.ts';
import { Price } from '@shop/ui/price.tsx';
import { Button } from '@/components/button.tsx';
import { useAddToCart } from '@/entities/cart/api/add-to-cart.ts';
import { AddToCartControl } from '@/entities/cart/components/add-to-cart-control.tsx';
import { useCurrentUser } from '@/entities/user/api/get-user.ts';
import { ProductFavoriteToggle } from '@/entities/user/components/favorite-toggle.tsx';
import { loadChunk } from '@/lib/chunk-reload.ts';
import { useInCartQuantity } from '../use-in-cart.ts';
import { useCopy } from '../use-copy.ts';
import { productTexts as texts } from '../texts.ts';
import styles from './product.module.css';

const OneClickModal = lazy(() => loadChunk(() => import('./one-click-modal.tsx')).then((m) => ({ default: m.OneClickModal })));

/** §4: a price of 0 is 'По телефону'; wholesale tiers name the quantity they start from. */
export function PricesList({ product }: { product: ProductPage }) {
  return (
    <dl className={styles.prices}>
      {product.pricesList.map((entry) => (
        <div key={entry.comment} className={entry.mainPrice ? styles.mainPrice : undefined}>
          <dt>
            {texts.prices.labels[entry.comment] ?? entry.comment}
            {entry.fromQuantity > 0 ? <span className={styles.muted}> {texts.prices.fromQuantity(entry.fromQuantity, entry.multism_name)}</span> : null}
          </dt>
          <dd>
            <Price
              value={entry.price}
              oldValue={entry.mainPrice && product.priceBlock.discount > 0 ? product.priceBlock.oldPrice : null}
            />
            <span className={styles.muted}> {texts.prices.perUnit(entry.multism_name)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function Availability({ product }: { product: ProductPage }) {
  if (product.missingItem !== 0) {
    return <p className={styles.missing}>{product.missingText ?? texts.missing[product.missingItem]}</p>;
  }
  return <p className={styles.inStock}>{product.outOrder ? texts.outOrder : texts.inStock}</p>;
}

/** §9: pickup is free; delivery is free from 10 000 ₽ or always with mainPriceFreeShipping; express 4 h. */
export function DeliveryOptions({ product }: { product: ProductPage }) {
  if (product.missingItem !== 0) return null;
  const freeDelivery = product.mainPriceFreeShipping || product.delivery.price === 0 || product.priceBlock.price >= product.delivery.freeFrom;
  return (
    <ul className={styles.delivery}>
      <li>
        <Link to="/pickup/">{texts.pickup}</Link> {product.pickup.date} — {product.pickup.price > 0 ? formatPrice(product.pickup.price) : texts.free}
      </li>
      <li>
        <Link to="/delivery/">{product.delivery.text || texts.delivery}</Link> —{' '}
        {freeDelivery ? texts.free : `${formatPrice(product.delivery.price)}, ${texts.freeFrom(formatPrice(product.delivery.freeFrom))}`}
      </li>
      {product.express ? (
        <li>
          {texts.express} — {formatPrice(product.express.price)}
        </li>
      ) : null}
    </ul>
  );
}

/**
 * §4: nothing in the cart shows the one-click button (for the "sal" staff user 'Добавить в буфер',
 * which copies the assortment id); something in the cart shows the link 'В корзине'.
 */
export function BuyActions({ product, block = false }: { product: ProductPage; block?: boolean }) {
  const { data: user } = useCurrentUser();
  const quantity = useInCartQuantity(product.assortment.id, product.colorId, product.quantity);
  const add = useAddToCart();
  const buffer = useCopy(0);
  const [oneClickOpen, setOneClickOpen] = useState(false);
  if (product.missingItem !== 0) return null;
  const sal = user?.staff?.sal === true;
  return (
    <div className={styles.buyActions}>
      <AddToCartControl
        assortmentId={product.assortment.id}
        colorId={product.colorId}
        multism={product.currentMultism}
        name={product.assortment.name}
        listedQuantity={product.orderQuantity}
        block={block}
      />
      {quantity > 0 && !sal ? (
        <Link to="/cart/" className={styles.inCartLink}>
          {texts.inCart}
        </Link>
      ) : sal ? (
        <Button variant="secondary" block={block} onClick={() => void buffer.copy(String(product.assortment.id))}>
          {buffer.copied ? texts.inBuffer : texts.toBuffer}
        </Button>
      ) : (
        <Button
          variant="secondary"
          block={block}
          onClick={() => {
            add.mutate({ assortmentId: product.assortment.id, colorId: product.colorId });
            setOneClickOpen(true);
          }}
        >
          {texts.oneClick}
        </Button>
      )}
      {oneClickOpen ? (
        <Suspense fallback={null}>
          <OneClickModal onClose={() => setOneClickOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The price aside of the product page (desktop column, mobile block). */
export function PriceAside({ product }: { product: ProductPage }) {
  return (
    <aside className={styles.aside} aria-label={texts.prices.title}>
      <Availability product={product} />
      {product.missingItem === 0 ? <PricesList product={product} /> : null}
      <DeliveryOptions product={product} />
      <BuyActions product={product} block />
      <ProductFavoriteToggle productId={product.assortment.id} favorite={product.favoritesHas === 1} withText />
    </aside>
  );
}
