import { texts } from '@/config/texts.ts';
import { ButtonLink } from './button.tsx';
import { MessagePage } from './message-page.tsx';

/** Error route types and failed page fetches (product-widgets-monitoring.md §2). */
export function ErrorPage() {
  return (
    <MessagePage
      mark="?"
      title={texts.errorPage.title}
      text={texts.errorPage.text}
      hint={texts.errorPage.hint}
      actions={<ButtonLink to="/">{texts.errorPage.home}</ButtonLink>}
    />
  );
}
