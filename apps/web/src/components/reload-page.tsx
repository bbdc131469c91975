import { texts } from '@/config/texts.ts';
import { MessagePage } from './message-page.tsx';
import buttonStyles from './button.module.css';

/** Statuses of a backend that is away (the BFF's upstream failed or gave up), not of a page that is not there. */
export const UNAVAILABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * A page whose way on is a reload, with plain links, not the router: what failed may be the app
 * around it. 500: the layout could not load (product-widgets-monitoring.md §8); 503: the shop is
 * briefly unavailable (its backend failed or did not answer), so a reload, not the catalogue, helps.
 */
export function ReloadPage({ status }: { status: 500 | 503 }) {
  const words = status === 500 ? texts.serverError : texts.shopUnavailable;
  return (
    <div data-status={status}>
      <MessagePage
        {...(status === 500 ? { mark: '500', documentTitle: texts.serverError.status } : {})}
        title={words.title}
        text={words.text}
        actions={
          <>
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={() => window.location.reload()}>
              {words.reload}
            </button>
            <a className={`${buttonStyles.button} ${buttonStyles.secondary}`} href="/">
              {words.home}
            </a>
          </>
        }
      />
    </div>
  );
}
