import type { Widget } from '@shop/contracts/widgets.ts';

/** A widget renders only when it has content (product-widgets-monitoring.md §2). */
export function isEmptyWidget(widget: Widget): boolean {
  if (widget.is_empty_content) return true;
  switch (widget.widgetTypeName) {
    case 'tabloid':
      return widget.htmlCode.trim() === '';
    case 'billboard':
    case 'carousel':
    case 'announcements':
      return widget.multi.length === 0;
    case 'palisade':
    case 'product_history':
    case 'product_favorites':
      return widget.defaultProducts.length === 0 && widget.multi.every((tab) => tab.tabProducts.length === 0);
    case 'classified':
    case 'category_history':
    case 'category_favorites':
      return widget.defaultItems.length === 0 && widget.multi.every((tab) => tab.tabData.length === 0);
    case 'template':
      return widget.template === 'categories' ? widget.items.length === 0 : widget.defaultProducts.length === 0;
  }
}
