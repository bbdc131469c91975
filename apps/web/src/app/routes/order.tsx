import { useParams } from 'react-router';
import { OrderScreen } from '@/screens/order/order-screen.tsx';

/** /o/:orderCode/ has its own route: the order screen reads its own BFF route, 404 included. */
export function Component() {
  const { orderCode = '' } = useParams();
  return <OrderScreen orderCode={orderCode} />;
}
