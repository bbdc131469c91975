import { useId } from 'react';
import type { Widget } from '@shop/contracts/widgets.ts';
import { formatRussianUtcDay } from '@shop/ui/russian-numbers.ts';
import { SafeHtml } from '@shop/ui/safe-html.tsx';
import { SiteLink } from './site-link.tsx';
import { useWidgetPlace } from './use-widget-place.ts';
import { WidgetHeader } from './widget-header.tsx';
import styles from './announcements.module.css';
import frame from './widgets.module.css';

type AnnouncementsWidget = Extract<Widget, { widgetTypeName: 'announcements' }>;

function formatDate(date: string): string {
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? date : formatRussianUtcDay(parsed);
}

/** The shop's news: a date, a linked title and a short sanitised text each. */
export function Announcements({ widget }: { widget: AnnouncementsWidget }) {
  const { mobile } = useWidgetPlace();
  const headerId = useId();
  return (
    <section className={frame.widget} aria-labelledby={widget.palisade_header ? headerId : undefined} data-widget="announcements">
      <WidgetHeader id={headerId} title={widget.palisade_header} mobile={mobile} />
      <ul className={mobile ? styles.listMobile : styles.list}>
        {widget.multi.map((item, index) => (
          <li key={`${item.url}-${index}`} className={styles.item}>
            <time className={styles.date} dateTime={item.date}>
              {formatDate(item.date)}
            </time>
            <SiteLink href={item.url} className={styles.title}>
              {item.tabName}
            </SiteLink>
            <SafeHtml html={item.htmlCode} className={styles.text} />
          </li>
        ))}
      </ul>
    </section>
  );
}
