import { OrderHistoryScreen } from '@/screens/order-history/order-history-screen.tsx';

/** /order/history/ reads its orders from the BFF's history route. */
export function Component() {
  return <OrderHistoryScreen />;
}
