import { texts } from '@/config/texts.ts';
import { ButtonLink } from './button.tsx';
import { MessagePage } from './message-page.tsx';

/** A section that is not open yet says so honestly instead of showing a blank page. */
export function ComingSoon({ title, text = texts.soon.text }: { title: string; text?: string }) {
  return (
    <MessagePage
      mark="…"
      title={title}
      text={text}
      actions={
        <>
          <ButtonLink to="/">{texts.soon.home}</ButtonLink>
          <ButtonLink to="/cart/" variant="secondary">
            {texts.soon.cart}
          </ButtonLink>
        </>
      }
    />
  );
}
