import { useParams } from 'react-router';
import { ComingSoon } from '@/components/coming-soon.tsx';
import { texts } from '@/config/texts.ts';

export function Component() {
  const { orderCode = '' } = useParams();
  return <ComingSoon title={texts.soon.order(orderCode)} text={texts.soon.orderText} />;
}
