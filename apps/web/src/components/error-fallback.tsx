import { texts } from '@/config/texts.ts';
import { MessagePage } from './message-page.tsx';
import buttonStyles from './button.module.css';

/** When a screen itself fails. A plain link, not the router: the app may be in a broken state. */
export function ErrorFallback() {
  return (
    <MessagePage
      title={texts.fallback.title}
      text={texts.fallback.text}
      actions={
        <a className={`${buttonStyles.button} ${buttonStyles.primary}`} href="/">
          {texts.fallback.home}
        </a>
      }
    />
  );
}
