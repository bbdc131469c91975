import { useLocation } from 'react-router';
import { usePageHead } from '@/entities/page/head/use-page-head.ts';
import { OrderScreen } from '@/screens/order/order-screen.tsx';

/** /o/:orderCode/ has its own route: the order screen reads its own BFF route, 404 included. */
export function Component({ orderCode }: { orderCode: string }) {
  usePageHead({ page: null, path: useLocation().pathname });
  return <OrderScreen orderCode={orderCode} />;
}
