import type { Widget } from '@shop/contracts/widgets.ts';
import { useAppSelector } from '@/lib/store.ts';
import { selectSaveData } from '@/lib/ui-slice.ts';
import { Announcements } from './announcements.tsx';
import { Billboard } from './billboard.tsx';
import { Carousel } from './carousel.tsx';
import { Classified } from './classified.tsx';
import { isEmptyWidget } from './is-empty.ts';
import { Palisade } from './palisade.tsx';
import { Tabloid } from './tabloid.tsx';
import { TemplateWidgetView } from './template-widget-view.tsx';

export type WidgetViewProps = {
  widget: Widget;
  /** Eight product tiles per row instead of six (desktop, §2). */
  wide?: boolean;
};

/** One widget by its type; nothing when it has no content (§2). */
export function WidgetView({ widget, wide = false }: WidgetViewProps) {
  const saveData = useAppSelector(selectSaveData);
  if (isEmptyWidget(widget)) return null;
  switch (widget.widgetTypeName) {
    case 'tabloid':
      return <Tabloid html={widget.htmlCode} />;
    case 'billboard':
      return <Billboard slides={widget.multi} autoplayDelay={widget.autoplayDelay} autoplay={!saveData} />;
    case 'carousel':
      return <Carousel slides={widget.multi} />;
    case 'announcements':
      return <Announcements widget={widget} />;
    case 'palisade':
    case 'product_history':
    case 'product_favorites':
      return <Palisade widget={widget} wide={wide} />;
    case 'classified':
    case 'category_history':
    case 'category_favorites':
      return (
        <Classified
          typeName={widget.widgetTypeName}
          header={widget.palisade_header}
          all={{ href: widget.all_button_link, label: widget.button_all_label }}
          tabs={widget.multi}
          items={widget.defaultItems}
        />
      );
    case 'template':
      return <TemplateWidgetView widget={widget} wide={wide} />;
  }
}
