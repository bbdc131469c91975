import { texts } from '@/config/texts.ts';
import { MessagePage } from './message-page.tsx';
import buttonStyles from './button.module.css';

/** Statuses of a backend that is away (the BFF's upstream failed or gave up), not of a page that is not there. */
export const UNAVAILABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** A page that could not be fetched because the shop is briefly unavailable: a reload, not the catalogue, is the way on. */
export function UnavailablePage() {
  return (
    <div data-status="503">
      <MessagePage
        title={texts.shopUnavailable.title}
        text={texts.shopUnavailable.text}
        actions={
          <>
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={() => window.location.reload()}>
              {texts.shopUnavailable.reload}
            </button>
            <a className={`${buttonStyles.button} ${buttonStyles.secondary}`} href="/">
              {texts.shopUnavailable.home}
            </a>
          </>
        }
      />
    </div>
  );
}
