import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { WidgetProduct } from '@shop/contracts/widgets.ts';
import { Price } from '@shop/ui/price.tsx';
import { Stars } from '@shop/ui/stars.tsx';
import { EAGER_CARDS } from '@/entities/product-card/card-model.ts';
import { imageUrl } from '@/lib/api-client.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { productTexts as texts } from '../texts.ts';
import styles from './tab-grid.module.css';
import { Link } from '@/components/link.tsx';

/** Cards past the eager ones are rendered when they come this near the viewport. */
const LAZY_MARGIN = '600px 0px';

/**
 * A card rendered only once it nears the viewport; the space it will take is reserved meanwhile. The
 * server renders every card, and the app hydrates them as they are: its first render
 * must be the server's.
 */
function LazyCard({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLLIElement>(null);
  const serverRendered = !useHydrated();
  const [near, setNear] = useState(serverRendered || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) setNear(true);
      },
      { rootMargin: LAZY_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <li ref={ref} className={styles.cell} data-lazy={near ? 'loaded' : 'waiting'}>
      {near ? children : <div className={styles.placeholder} />}
    </li>
  );
}

function TabCard({ product, eager }: { product: WidgetProduct; eager: boolean }) {
  return (
    <article className={styles.card}>
      <Link to={product.url} className={styles.link}>
        <img
          src={imageUrl(product.images.productthumb)}
          alt=""
          width={200}
          height={200}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <span className={styles.name}>{product.name}</span>
      </Link>
      <span className={styles.rating}>
        <Stars vote={product.votes.vote} fills={product.voteStarsColors} />
        {product.votes.total > 0 ? <span>{product.votes.total}</span> : null}
      </span>
      {product.missingItem === 0 ? (
        <Price value={product.price} oldValue={product.assVal2} />
      ) : (
        <span className={styles.missing}>{texts.missing[product.missingItem]}</span>
      )}
    </article>
  );
}

/**
 * §2 the related and analogs tabs: a grid of product cards; the first 12 (desktop) or 3 (mobile)
 * at once, the rest rendered as they near the viewport (§9 lazy after index 12 / 3).
 */
export function TabGrid({ products, mobile }: { products: readonly WidgetProduct[]; mobile: boolean }) {
  const eager = EAGER_CARDS[mobile ? 'mobile' : 'desktop'];
  if (products.length === 0) return <p className={styles.empty}>{texts.tabs.empty}</p>;
  return (
    <ul className={mobile ? `${styles.grid} ${styles.mobile}` : styles.grid}>
      {products.map((product, index) =>
        index < eager ? (
          <li key={product.assortmentId} className={styles.cell} data-lazy="eager">
            <TabCard product={product} eager />
          </li>
        ) : (
          <LazyCard key={product.assortmentId}>
            <TabCard product={product} eager={false} />
          </LazyCard>
        ),
      )}
    </ul>
  );
}
