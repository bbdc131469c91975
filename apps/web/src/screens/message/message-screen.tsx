import { SafeHtml } from '@shop/ui/safe-html.tsx';
import type { MessagePageSections } from '@shop/contracts/page.ts';
import { Button, ButtonLink } from '@/components/button.tsx';
import { MessagePage } from '@/components/message-page.tsx';
import type { PageProps } from '@/entities/page/page-props.ts';

function MessageButton({ button }: { button: MessagePageSections['button'] }) {
  if ('url' in button) {
    // A link outside the shop (a payment provider, a bank) loads in full.
    if (/^(https?:)?\/\//.test(button.url)) return <a href={button.url}>{button.label}</a>;
    return <ButtonLink to={button.url}>{button.label}</ButtonLink>;
  }
  const act = button.action === 'back' ? () => window.history.back() : () => window.location.reload();
  return <Button onClick={act}>{button.label}</Button>;
}

/** Route 'message': a title, the server's text (sanitised), its button, a footer and a trace for support. */
export function Screen({ page }: PageProps<'message'>) {
  const { sections } = page;
  return (
    <MessagePage
      title={sections.title}
      documentTitle={page.seo.seo_title || sections.title}
      body={<SafeHtml html={sections.text} />}
      actions={<MessageButton button={sections.button} />}
      hint={sections.footer ? <SafeHtml as="span" html={sections.footer} /> : undefined}
      trace={sections.errorTrace}
    />
  );
}
