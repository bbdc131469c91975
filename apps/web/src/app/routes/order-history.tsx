import { useLocation } from 'react-router';
import { usePageHead } from '@/entities/page/head/use-page-head.ts';
import { OrderHistoryScreen } from '@/screens/order-history/order-history-screen.tsx';

/** /order/history/ reads its orders from the BFF's history route. */
export function Component() {
  usePageHead({ page: null, path: useLocation().pathname });
  return <OrderHistoryScreen />;
}
