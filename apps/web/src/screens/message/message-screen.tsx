import { SafeHtml } from '@shop/ui/safe-html.tsx';
import { MessagePage } from '@/components/message-page.tsx';
import { useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion } from '@/lib/ui-slice.ts';
import { MessageButton } from './message-button.tsx';
import { MessageWidgets } from './message-widgets.tsx';
import type { MessageScreenProps } from './sections.ts';
import styles from './message-screen.module.css';

/**
 * Route 'message' (product-widgets-monitoring.md §2): title, the server's HTML text (sanitised),
 * its button, the optional footer and the error trace; on desktop the shopper's and the shop's
 * widgets under it.
 */
export function Screen({ page }: MessageScreenProps) {
  const mobile = useAppSelector(selectSiteVersion) === 'mobile';
  const { sections } = page;
  const trace = sections.errorTrace?.trim();
  const footer = sections.footer?.trim();
  return (
    <div data-screen="message">
      <MessagePage
        title={sections.title}
        documentTitle={page.seo.seo_title.trim() || sections.title}
        body={<SafeHtml html={sections.text} />}
        actions={<MessageButton button={sections.button} />}
        trace={trace || undefined}
        // The message names no outcome (product-widgets-monitoring.md §2): an error trace is the one
        // sign of a failure; without one the shop is confirming what the link asked (an unsubscribe).
        tone={trace ? 'alert' : 'success'}
      />
      {footer ? <SafeHtml as="section" className={styles.footer} html={footer} data-testid="message-footer" /> : null}
      {mobile ? null : <MessageWidgets />}
    </div>
  );
}
