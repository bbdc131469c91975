import type { PageProps } from '@/entities/page/page-props.ts';
import { OrderPage } from '@/features/orders/components/order-page.tsx';

/**
 * Route type 'order' (/o/{orderCode}/). The order comes from its own BFF route (GET
 * /api/orders/:orderCode), which rewrites the invoice link to the BFF's and answers 404 for an
 * unknown or another shopper's code, so the screen can say 'Заказ не найден' itself.
 */
export function OrderScreen({ orderCode }: { orderCode: string }) {
  return <OrderPage key={orderCode} orderCode={orderCode} />;
}

/** Route 'order' at a path the server names so: the order screen for that order's code. */
export function Screen({ page }: PageProps<'order'>) {
  return <OrderScreen orderCode={page.sections.orderData.order_code} />;
}
