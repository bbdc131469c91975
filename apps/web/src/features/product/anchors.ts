import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ProductPage } from '@shop/contracts/product.ts';

/** §2 anchors of the product page. */
export const SECTION_ANCHORS = ['top', 'characteristics', 'reviews', 'forum'] as const;
export type SectionAnchor = (typeof SECTION_ANCHORS)[number];
const REVIEW_ANCHOR = /^review-(\d+)$/;

export const isPageAnchor = (id: string) => (SECTION_ANCHORS as readonly string[]).includes(id) || REVIEW_ANCHOR.test(id);

/** The comment a `#review-{id}` names, or null. */
export function anchoredCommentId(hash: string): number | null {
  const match = REVIEW_ANCHOR.exec(hash.replace(/^#/, ''));
  return match ? Number(match[1]) : null;
}

/** A section link: on the index tab the anchor alone, on the related and analogs tabs the product's page with it. */
export const anchorHref = (product: Pick<ProductPage, 'tab' | 'productUrl'>, anchor: SectionAnchor) =>
  product.tab === 'index' ? `#${anchor}` : `${product.productUrl}#${anchor}`;

const commentIds = (product: ProductPage) => new Set([...product.reviews.comments, ...product.forum.comments].map((comment) => comment.id));

/** Calls `shown` with the element of this id once the page has it; returns the cancel. */
function whenShown(id: string, shown: (element: HTMLElement) => void): () => void {
  const observer = new MutationObserver(() => {
    const element = document.getElementById(id);
    if (!element) return;
    observer.disconnect();
    shown(element);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * §2: an anchor in the address scrolls to its section; the comments section reveals and scrolls
 * to a `#review-{id}` of its own. An anchor the page does not have leads to the product URL: the
 * product's index page with the anchor when it is one of the product page's, else without it.
 */
export function useAnchorScroll(product: ProductPage) {
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!hash || hash === '#') return;
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // a malformed escape names no element either
    }
    const onIndex = pathname === product.productUrl;
    const comment = anchoredCommentId(id);
    if (onIndex && comment !== null && commentIds(product).has(comment)) return;
    const element = document.getElementById(id);
    if (element) {
      element.scrollIntoView({ block: 'start' });
      return;
    }
    const known = isPageAnchor(id) && (comment === null || commentIds(product).has(comment));
    // A section of the index page shows once its code is in (later-parts.ts): scrolled to then.
    if (known && onIndex) return whenShown(id, (section) => section.scrollIntoView({ block: 'start' }));
    void navigate(known && !onIndex ? `${product.productUrl}${hash}` : product.productUrl, { replace: true });
  }, [hash, pathname, product, navigate]);
}
