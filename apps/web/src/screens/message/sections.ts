import type { Seo } from '@shop/contracts/page.ts';

/** What the message page's button does when it has no url. */
export type MessageAction = 'back' | 'reload';
export type MessageButton = { label: string; url: string } | { label: string; action: MessageAction };

/** Route 'message' (product-widgets-monitoring.md §2): title, HTML text, a button, a footer, a trace. */
export type MessageSections = {
  title: string;
  text: string;
  button: MessageButton;
  footer?: string | undefined;
  errorTrace?: string | undefined;
};
export type MessageScreenProps = { page: { seo: Seo; sections: MessageSections } };
