import { useId, useState } from 'react';
import type { CSSProperties } from 'react';
import type { Widget } from '@shop/contracts/widgets.ts';
import { useRemoveFavorite } from '@/features/widgets/api/remove-favorite.ts';
import { widgetTexts } from '@/features/widgets/texts.ts';
import { ProductTile } from './product-tile.tsx';
import { useWidgetPlace } from './use-widget-place.ts';
import { ToggleTabs, WidgetHeader } from './widget-header.tsx';
import styles from './palisade.module.css';
import frame from './widgets.module.css';

export type PalisadeWidget = Extract<Widget, { defaultProducts: unknown }>;

/** §2: six per row on desktop (eight in the wide variant), three on mobile. */
export const TILES_PER_ROW = { desktop: 6, wide: 8, mobile: 3 } as const;

/**
 * Products under a header: tabs on desktop only, none open at first (the default products show);
 * pressing a tab opens it, pressing it again closes it.
 */
export function Palisade({ widget, wide = false }: { widget: PalisadeWidget; wide?: boolean }) {
  const { mobile, favoritesPage, firstScreen } = useWidgetPlace();
  const headerId = useId();
  const [activeTab, setActiveTab] = useState<number | null>(null);
  const removal = useRemoveFavorite();
  const tabs = mobile ? [] : widget.multi.filter((tab) => tab.tabProducts.length > 0);
  const active = activeTab === null ? undefined : tabs[activeTab];
  const products = active ? active.tabProducts : widget.defaultProducts;
  const perRow = mobile ? TILES_PER_ROW.mobile : wide ? TILES_PER_ROW.wide : TILES_PER_ROW.desktop;

  return (
    <section
      className={frame.widget}
      aria-labelledby={widget.palisade_header ? headerId : undefined}
      style={widget.tab_color ? ({ '--tab-color': widget.tab_color } as CSSProperties) : undefined}
      data-widget={widget.widgetTypeName}
    >
      <WidgetHeader
        id={headerId}
        title={widget.palisade_header}
        mobile={mobile}
        all={{ href: active?.url || widget.all_button_link, label: widget.button_all_label }}
      >
        <ToggleTabs
          label={widgetTexts.tabsOf(widget.palisade_header)}
          names={tabs.map((tab) => tab.tabName)}
          active={activeTab}
          onToggle={(index) => setActiveTab((current) => (current === index ? null : index))}
        />
      </WidgetHeader>
      <ul className={styles.tiles} style={{ '--per-row': perRow } as CSSProperties}>
        {products.map((product, index) => (
          <ProductTile
            key={product.assortmentId}
            product={product}
            lazy={!firstScreen || index >= perRow}
            stackedPrice={mobile || wide}
            onRemoveFavorite={favoritesPage && product.favoritesHas === 1 ? () => removal.mutate(product.id) : undefined}
            removing={removal.isPending && removal.variables === product.id}
          />
        ))}
      </ul>
    </section>
  );
}
