import { Button, ButtonLink } from '@/components/button.tsx';
import buttonStyles from '@/components/button.module.css';
import type { MessageButton as MessageButtonData } from './sections.ts';
import { messageTexts } from './texts.ts';

const EXTERNAL = /^https?:\/\//i;
const SITE_PATH = /^\/(?!\/)/;

/**
 * The message's one button: it goes where its url says (a shop path in the app, a payment
 * provider's address in full) or runs its action; with no usable url it returns home. Any other
 * scheme (javascript:, data:) is not followed: the url is server data.
 */
export function MessageButton({ button }: { button: MessageButtonData }) {
  if ('action' in button) {
    const run = button.action === 'back' ? () => window.history.back() : () => window.location.reload();
    return <Button onClick={run}>{button.label}</Button>;
  }
  const url = button.url.trim();
  const label = button.label.trim() || messageTexts.home;
  if (EXTERNAL.test(url)) {
    return (
      <a className={`${buttonStyles.button} ${buttonStyles.primary}`} href={url}>
        {label}
      </a>
    );
  }
  return <ButtonLink to={SITE_PATH.test(url) ? url : '/'}>{label}</ButtonLink>;
}
