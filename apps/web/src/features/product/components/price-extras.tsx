import type { ProductPage } from '@shop/contracts/product.ts';
import { formatPrice } from '@shop/ui/format.ts';
import { PRODUCT_MODALS, useProductModal } from '../modals.ts';
import { productTexts as texts } from '../texts.ts';
import { Tooltip } from './tooltip.tsx';
import styles from './product.module.css';
import { Link } from '@/components/link.tsx';

/** §9: pickup is free; delivery is free from 10 000 ₽ or always with mainPriceFreeShipping; express 4 h. */
export function DeliveryOptions({ product }: { product: ProductPage }) {
  if (product.missingItem !== 0) return null;
  const freeDelivery =
    product.mainPriceFreeShipping || product.delivery.price === 0 || product.priceBlock.price >= product.delivery.freeFrom;
  return (
    <ul className={styles.delivery}>
      <li>
        <Link to="/pickup/">{texts.pickup}</Link> {product.pickup.date} —{' '}
        {product.pickup.price > 0 ? formatPrice(product.pickup.price) : texts.free}
        <Tooltip id="pickup" topic={texts.pickup} />
      </li>
      <li>
        <Link to="/delivery/">{product.delivery.text || texts.delivery}</Link> —{' '}
        {freeDelivery ? texts.free : `${formatPrice(product.delivery.price)}, ${texts.freeFrom(formatPrice(product.delivery.freeFrom))}`}
        <Tooltip id="delivery" topic={texts.delivery} />
      </li>
      {product.express ? (
        <li>
          {texts.express} — {formatPrice(product.express.price)}
          <Tooltip id="express" topic={texts.express} />
        </li>
      ) : null}
    </ul>
  );
}

/** 'Хочу скидку' (while the goods are sold) and 'Следить за ценой': each opens its modal. */
export function PriceRequests({ product }: { product: ProductPage }) {
  const discount = useProductModal(PRODUCT_MODALS.discount);
  const subscribe = useProductModal(PRODUCT_MODALS.subscribe);
  return (
    <p className={styles.priceRequests}>
      {product.missingItem === 0 && product.priceBlock.price > 0 ? (
        <button type="button" className={styles.linkButton} onClick={discount.show} aria-haspopup="dialog">
          {texts.priceRequests.discount}
        </button>
      ) : null}
      <button type="button" className={styles.linkButton} onClick={subscribe.show} aria-haspopup="dialog">
        {texts.priceRequests.subscribe}
      </button>
    </p>
  );
}
