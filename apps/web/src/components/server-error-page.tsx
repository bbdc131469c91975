import { texts } from '@/config/texts.ts';
import { MessagePage } from './message-page.tsx';
import buttonStyles from './button.module.css';

/**
 * The error page with status 500: the layout could not load (product-widgets-monitoring.md §8).
 * Plain links and a reload, not the router: what failed may be the app around it.
 */
export function ServerErrorPage() {
  return (
    <div data-status="500">
      <MessagePage
        mark="500"
        title={texts.serverError.title}
        documentTitle={texts.serverError.status}
        text={texts.serverError.text}
        actions={
          <>
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={() => window.location.reload()}>
              {texts.serverError.reload}
            </button>
            <a className={`${buttonStyles.button} ${buttonStyles.secondary}`} href="/">
              {texts.serverError.home}
            </a>
          </>
        }
      />
    </div>
  );
}
