import { ComingSoon } from '@/components/coming-soon.tsx';
import { texts } from '@/config/texts.ts';

export function Component() {
  return <ComingSoon title={texts.soon.history} />;
}
