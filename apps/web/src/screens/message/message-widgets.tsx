import { KeyedWidget, UserWidget } from '@/features/widgets/components/keyed-widget.tsx';
import type { UserWidgetType } from '@/features/widgets/api/held-widget.ts';
import styles from './message-screen.module.css';

/** The shopper's own widgets, then the shop's four keyed ones (product-widgets-monitoring.md §2). */
const USER_WIDGETS: readonly UserWidgetType[] = ['product_history', 'category_history', 'product_favorites', 'category_favorites'];
export const MESSAGE_WIDGET_KEYS = ['salecatsCLS', 'salefullCHK', 'popcatsCLS', 'popfullCHK'] as const;

/** Desktop only: under the message, what the shopper viewed and liked and what the shop suggests. */
export function MessageWidgets() {
  return (
    <div className={styles.widgets} data-testid="message-widgets">
      {USER_WIDGETS.map((type) => (
        <UserWidget key={type} type={type} placeholder={false} />
      ))}
      {MESSAGE_WIDGET_KEYS.map((key) => (
        <KeyedWidget key={key} widgetKey={key} />
      ))}
    </div>
  );
}
