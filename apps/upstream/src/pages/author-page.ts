import { pageDataOf } from '@shop/contracts/page.ts';
import type { AuthorCommentRow } from '../product/store.ts';
import type { Store } from '../db/store.ts';
import { escapeHtml } from '@shop/contracts/rules/html.ts';
import { VOTE_WORDS } from '@shop/contracts/rules/comments.ts';
import type { PageAnswer, PageContext } from './page-data.ts';

/** The author's page: `/~{author}/`, the name percent-encoded as the comments link it. */
export const AUTHOR_PATH = /^\/~([^/]+)\/$/;
/** The newest comments shown; an author page is a profile, not an archive. */
const AUTHOR_COMMENTS = 50;

export const AUTHOR_TEXT = {
  title: (author: string) => `Отзывы и вопросы: ${author}`,
  description: (author: string) => `Что ${author} написал о товарах магазина.`,
  latest: (count: number) => `Последние комментарии: ${count}`,
  review: 'Отзыв',
  question: 'Вопрос',
  answer: 'Ответ',
  stars: (vote: number) => `Оценка ${vote} из 5 — ${VOTE_WORDS[vote] ?? ''}`,
  pros: 'Достоинства',
  cons: 'Недостатки',
} as const;

const dateFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' });

function decodedAuthor(path: string): string | null {
  const encoded = AUTHOR_PATH.exec(path)?.[1];
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

function kindOf(row: AuthorCommentRow): string {
  if (row.type === 'review') return AUTHOR_TEXT.review;
  return row.type === 'answer' ? AUTHOR_TEXT.answer : AUTHOR_TEXT.question;
}

/** One comment as HTML: shoppers' texts are plain text, escaped here; the product link leads to the comment. */
function commentHtml(row: AuthorCommentRow): string {
  const product = row.url
    ? `<a href="/${escapeHtml(row.url)}/#review-${row.id}">${escapeHtml(row.product_name)}</a>`
    : escapeHtml(row.product_name);
  const parts = [
    `<h3>${kindOf(row)}: ${product}</h3>`,
    `<p><time datetime="${escapeHtml(row.created_at)}">${dateFormat.format(new Date(row.created_at))}</time>` +
      (row.vote === null ? '' : ` · ${escapeHtml(AUTHOR_TEXT.stars(row.vote))}`) +
      '</p>',
  ];
  if (row.body) parts.push(`<p>${escapeHtml(row.body)}</p>`);
  if (row.pros_body) parts.push(`<p><b>${AUTHOR_TEXT.pros}:</b> ${escapeHtml(row.pros_body)}</p>`);
  if (row.cons_body) parts.push(`<p><b>${AUTHOR_TEXT.cons}:</b> ${escapeHtml(row.cons_body)}</p>`);
  return `<article>${parts.join('')}</article>`;
}

/**
 * The author link of a comment (product-widgets-monitoring.md §2 '/~{author}'): a content page
 * (route `page`) with the author's newest reviews, questions and answers. A name nobody wrote under
 * is a page that does not exist.
 */
export function authorPage(store: Store, path: string, context: PageContext): PageAnswer | null {
  const author = decodedAuthor(path);
  if (author === null) return null;
  const rows = store.product.commentsByAuthor(author, AUTHOR_COMMENTS);
  if (rows.length === 0) return null;
  const title = AUTHOR_TEXT.title(author);
  return {
    found: true,
    page: pageDataOf(
      'page',
      { kind: 'content', title, html: `<h2>${AUTHOR_TEXT.latest(rows.length)}</h2>${rows.map(commentHtml).join('')}` },
      {
        ident: null,
        seo: { seo_title: title, seo_desc: AUTHOR_TEXT.description(author), seo_keys: '', seo_canonical: path },
        siteVersion: context.siteVersion,
        widgets: [],
        user: context.user,
      },
    ),
  };
}
