import type { FullListSections } from '@shop/contracts/catalogue.ts';
import type { Seo } from '@shop/contracts/page.ts';

/** Route 'page' (product-widgets-monitoring.md §2): the shapes of its sections this screen renders. */
export type ListLink = { id: number; name: string; url: string };
/** Brands under one letter or digit. */
export type MarksGroup = { letter: string; marks: ListLink[] };
/** A catalogue section with its groups and their leaves. */
export type MenuSection = ListLink & { children: Array<ListLink & { children: ListLink[] }> };

/** A content page (/legal/, /delivery/ ...): a title and the server's HTML. */
export type ContentSections = { title: string; html: string };
/** A legacy marks or categories page: its name, the desktop columns (pageval4) and the mobile list (pageval4_mobile). */
export type LinkListSections = { name: string; pageval4: MarksGroup[] | MenuSection[]; pageval4_mobile: ListLink[] };

export type ContentPageSections = ContentSections | FullListSections | LinkListSections;
export type ContentPageProps = { page: { seo: Seo; sections: ContentPageSections } };

export const isContentSections = (sections: ContentPageSections): sections is ContentSections => 'html' in sections;
/** The full lists /categories/ and /brands/ name their kind. */
export const isFullList = (sections: ContentPageSections): sections is FullListSections =>
  'kind' in sections && (sections.kind === 'categories' || sections.kind === 'brands');
