import { lazy, Suspense, useState } from 'react';
import type { ProductPage } from '@shop/contracts/product.ts';
import { Price } from '@shop/ui/price.tsx';
import { Button } from '@/components/button.tsx';
import { useAddToCart } from '@/entities/cart/api/add-to-cart.ts';
import { AddToCartControl } from '@/entities/cart/components/add-to-cart-control.tsx';
import { useOneClickOpener } from '@/entities/cart/components/order-opener.ts';
import { useCurrentUser } from '@/entities/user/api/get-user.ts';
import { loadChunk } from '@/lib/chunk-reload.ts';
import { useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion } from '@/lib/ui-slice.ts';
import { useInCartQuantity } from '../use-in-cart.ts';
import { useCopy } from '../use-copy.ts';
import { productTexts as texts } from '../texts.ts';
import { DeliveryOptions, PriceDynamics, PriceRequests, Tooltip } from '../later-parts.ts';
import styles from './product.module.css';
import { Link } from '@/components/link.tsx';

const OneClickModal = lazy(() =>
  loadChunk(() => import('@/entities/cart/components/one-click-modal.tsx')).then((m) => ({ default: m.OneClickModal })),
);

/** The server's tooltip (§7 /s/tooltip/) that explains a kind of price; the wholesale one once, on the first tier. */
const PRICE_TOOLTIPS: Partial<Record<string, string>> = {
  профи: 'prof-price',
  'малый опт': 'wholesale',
  'удельная цена': 'unit-price',
};

/**
 * §4: a price of 0 is 'По телефону'; wholesale tiers name the quantity they start from. A price
 * given on request comes with no tiers at all: the block then shows that one price.
 */
export function PricesList({ product }: { product: ProductPage }) {
  if (product.pricesList.length === 0) {
    return (
      <p className={`${styles.prices} ${styles.mainPrice}`}>
        <Price value={product.priceBlock.price} />
      </p>
    );
  }
  return (
    <dl className={styles.prices}>
      {product.pricesList.map((entry) => (
        <div key={entry.comment} className={entry.mainPrice ? styles.mainPrice : undefined}>
          <dt>
            {texts.prices.labels[entry.comment] ?? entry.comment}
            {entry.fromQuantity > 0 ? ' ' : null}
            {/* The quantity and its tooltip wrap as one: 'шт' or '?' never stands on a line alone. */}
            <span className={styles.fromQuantity}>
              {entry.fromQuantity > 0 ? (
                <span className={styles.muted} data-testid="price-from">
                  {texts.prices.fromQuantity(entry.fromQuantity, entry.multism_name)}
                </span>
              ) : null}
              {PRICE_TOOLTIPS[entry.comment] ? (
                <Tooltip id={PRICE_TOOLTIPS[entry.comment] ?? ''} topic={texts.prices.labels[entry.comment] ?? entry.comment} />
              ) : null}
            </span>
          </dt>
          <dd>
            <Price value={entry.price} oldValue={entry.mainPrice && product.priceBlock.discount > 0 ? product.priceBlock.oldPrice : null} />
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
  // Offline the product is not put in the cart either: the shopper asked for an order, not a cart line.
  const openOneClick = useOneClickOpener(() => {
    add.mutate({ assortmentId: product.assortment.id, colorId: product.colorId });
    setOneClickOpen(true);
  });
  const sheet = useAppSelector(selectSiteVersion) === 'mobile';
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
        <Button variant="secondary" block={block} onClick={openOneClick}>
          {texts.oneClick}
        </Button>
      )}
      {oneClickOpen ? (
        <Suspense fallback={null}>
          <OneClickModal open sheet={sheet} onClose={() => setOneClickOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The price block: availability, prices and their dynamics, delivery, buying, price requests. */
export function PriceBlock({ product, block }: { product: ProductPage; block: boolean }) {
  return (
    <>
      <Availability product={product} />
      {product.missingItem === 0 ? <PricesList product={product} /> : null}
      <PriceDynamics product={product} />
      <DeliveryOptions product={product} />
      <BuyActions product={product} block={block} />
      <PriceRequests product={product} />
    </>
  );
}

/** The price aside of the desktop product page. */
export function PriceAside({ product }: { product: ProductPage }) {
  return (
    <aside className={styles.aside} aria-label={texts.prices.title}>
      <PriceBlock product={product} block />
    </aside>
  );
}
