import type { TemplateWidget } from '@shop/contracts/widgets.ts';
import { Classified } from './classified.tsx';
import { isEmptyWidget } from './is-empty.ts';
import { Palisade } from './palisade.tsx';

/**
 * A template widget (a keyed strip of products or categories, such as the product page's
 * accessories and analogs); nothing when it has no content (§2). A module of its own, so a screen
 * whose widgets are all templates does not carry the other widget types.
 */
export function TemplateWidgetView({ widget, wide = false }: { widget: TemplateWidget; wide?: boolean }) {
  if (isEmptyWidget(widget)) return null;
  return widget.template === 'categories' ? (
    <Classified
      typeName={widget.widget_key}
      header={widget.palisade_header}
      all={{ href: widget.all_button_link, label: widget.button_all_label }}
      tabs={[]}
      items={widget.items}
    />
  ) : (
    <Palisade widget={widget} wide={wide} />
  );
}
