import { HEAD_MARK, headTagsHtml } from './head-html.ts';
import { buildPageHead, type HeadInput, type PageHead } from './page-head.ts';

/**
 * Writes a page's head into the document: the title (unless the screen writes it), the
 * description in the shell's element, and the page's own tags in place of the previous page's.
 * Tags that are already as the page wants them (the server wrote them) are left alone.
 */
export function applyHead(head: PageHead) {
  if (head.title !== null) document.title = head.title;
  let description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    description = document.createElement('meta');
    description.name = 'description';
    document.head.append(description);
  }
  description.content = head.description;

  // A template's scripts are inert: the structured data is parsed as text, never run.
  const template = document.createElement('template');
  template.innerHTML = headTagsHtml(head);
  const wanted = [...template.content.children];
  const current = [...document.head.querySelectorAll(`[${HEAD_MARK}]`)];
  const same = wanted.length === current.length && wanted.every((element, index) => element.isEqualNode(current[index]!));
  if (same) return;
  for (const element of current) element.remove();
  document.head.append(...wanted);
}

/** Writes the head of a page: what the app does on every navigation. */
export const writeHead = (input: HeadInput) => applyHead(buildPageHead(input));
