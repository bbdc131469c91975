import { MessagePage } from '@/components/message-page.tsx';
import { texts } from '@/config/texts.ts';

/** The monitoring display has an empty layout: no header, footer or bottom bar. */
export function Component() {
  return <MessagePage mark="…" title={texts.monitoring} />;
}
