import { useId, useState } from 'react';
import type { ClassifiedItem } from '@shop/contracts/widgets.ts';
import { imageUrl } from '@/lib/api-client.ts';
import { widgetTexts } from '@/features/widgets/texts.ts';
import { SiteLink } from './site-link.tsx';
import { useWidgetPlace } from './use-widget-place.ts';
import { ToggleTabs, WidgetHeader } from './widget-header.tsx';
import styles from './classified.module.css';
import frame from './widgets.module.css';

/** §2: six items of a classified widget on mobile. */
export const CLASSIFIED_ITEMS_MOBILE = 6;
/** Items in the first row of the desktop grid load at once; the rest when scrolled to. */
const FIRST_ROW_DESKTOP = 6;

export type ClassifiedProps = {
  typeName: string;
  header: string;
  all: { href: string; label: string };
  tabs: ReadonlyArray<{ tabName: string; url: string; tabData: ClassifiedItem[] }>;
  items: ClassifiedItem[];
};

/** Categories with pictures; tabs open a section's categories and close again (§2). */
export function Classified({ typeName, header, all, tabs, items }: ClassifiedProps) {
  const { mobile, firstScreen } = useWidgetPlace();
  const headerId = useId();
  const [activeTab, setActiveTab] = useState<number | null>(null);
  const shownTabs = tabs.filter((tab) => tab.tabData.length > 0);
  const active = activeTab === null ? undefined : shownTabs[activeTab];
  const tabItems = active ? active.tabData : items;
  const shown = mobile ? tabItems.slice(0, CLASSIFIED_ITEMS_MOBILE) : tabItems;
  const firstRow = mobile ? 3 : FIRST_ROW_DESKTOP;

  return (
    <section className={frame.widget} aria-labelledby={header ? headerId : undefined} data-widget={typeName}>
      <WidgetHeader id={headerId} title={header} mobile={mobile} all={{ href: active?.url || all.href, label: all.label }}>
        <ToggleTabs
          label={widgetTexts.tabsOf(header)}
          names={shownTabs.map((tab) => tab.tabName)}
          active={activeTab}
          onToggle={(index) => setActiveTab((current) => (current === index ? null : index))}
        />
      </WidgetHeader>
      <ul className={mobile ? styles.itemsMobile : styles.items}>
        {shown.map((item, index) => (
          <li key={`${item.url}-${index}`} className={styles.item} data-testid="widget-category">
            <SiteLink href={item.url} className={styles.link}>
              <span className={item.nature ? styles.picture : styles.framed}>
                {item.image_url ? (
                  <img
                    src={imageUrl(item.image_url)}
                    alt=""
                    width={120}
                    height={120}
                    loading={!firstScreen || index >= firstRow ? 'lazy' : 'eager'}
                    decoding="async"
                  />
                ) : null}
              </span>
              <span className={styles.name}>{item.name}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
