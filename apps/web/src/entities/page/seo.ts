import { useEffect } from 'react';
import type { Seo } from '@shop/contracts/page.ts';
import { env } from '@/config/env.ts';

function headElement<K extends 'meta' | 'link'>(tag: K, selector: string, init: (element: HTMLElementTagNameMap[K]) => void) {
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!element) {
    element = document.createElement(tag);
    init(element);
    document.head.append(element);
  }
  return element;
}

/** Writes a page's SEO into the document: its title, meta description and canonical link. */
export function applySeo(seo: Pick<Seo, 'seo_title' | 'seo_desc' | 'seo_canonical'>) {
  document.title = seo.seo_title.trim() || env.shopName;
  const description = headElement('meta', 'meta[name="description"]', (meta) => (meta.name = 'description'));
  // The shop's own description from the page shell (index.html) stands for pages that give none.
  const shellDescription = (description.dataset.shell ??= description.content);
  description.content = seo.seo_desc.trim() || shellDescription;
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (seo.seo_canonical.trim() === '') {
    canonical?.remove();
    return;
  }
  const link = canonical ?? headElement('link', 'link[rel="canonical"]', (element) => (element.rel = 'canonical'));
  link.href = new URL(seo.seo_canonical, window.location.origin).href;
}

/** Every screen of page data sets its SEO on arrival (product-widgets-monitoring.md §2). */
export function usePageSeo(seo: Seo) {
  const { seo_title, seo_desc, seo_canonical } = seo;
  useEffect(() => applySeo({ seo_title, seo_desc, seo_canonical }), [seo_title, seo_desc, seo_canonical]);
}
