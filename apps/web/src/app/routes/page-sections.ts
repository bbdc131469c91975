import type { PageData } from '@shop/contracts/page.ts';
import type { ContentPageSections, ListLink, MarksGroup, MenuSection } from '@/screens/content-page/sections.ts';
import type { MessageButton, MessageSections } from '@/screens/message/sections.ts';

/**
 * Until page data is typed per route type in contracts, the BFF passes `sections` as a record;
 * these read the shapes the content and message screens draw, and refuse anything else (the page
 * then shows the error page rather than half a screen).
 */
type Sections = PageData['sections'];

const isString = (value: unknown): value is string => typeof value === 'string';
const isArray = (value: unknown): value is unknown[] => Array.isArray(value);
const optionalString = (value: unknown) => value === undefined || value === null || isString(value);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isLink = (value: unknown): value is ListLink =>
  isRecord(value) && typeof value.id === 'number' && isString(value.name) && isString(value.url);
const isLinks = (value: unknown): value is ListLink[] => isArray(value) && value.every(isLink);
const isMarksGroup = (value: unknown): value is MarksGroup => isRecord(value) && isString(value.letter) && isLinks(value.marks);
const childrenOf = (value: Record<string, unknown>): unknown => value.children;
const isMenuGroup = (value: unknown): value is MenuSection['children'][number] =>
  isRecord(value) && isLink(value) && isLinks(childrenOf(value));
const isMenuSection = (value: unknown): value is MenuSection => {
  if (!isRecord(value) || !isLink(value)) return false;
  const children = childrenOf(value);
  return isArray(children) && children.every(isMenuGroup);
};

export function contentSectionsOf(sections: Sections): ContentPageSections | null {
  if (isString(sections.title) && isString(sections.html)) return { title: sections.title, html: sections.html };
  const { name, pageval4, pageval4_mobile: mobile } = sections;
  if (!isString(name) || !isLinks(mobile) || !isArray(pageval4)) return null;
  if (pageval4.every(isMarksGroup)) return { name, pageval4, pageval4_mobile: mobile };
  if (pageval4.every(isMenuSection)) return { name, pageval4, pageval4_mobile: mobile };
  return null;
}

function buttonOf(value: unknown): MessageButton | null {
  if (typeof value !== 'object' || value === null) return null;
  const { label, url, action } = value as Record<string, unknown>;
  if (!isString(label)) return null;
  if (isString(url)) return { label, url };
  if (action === 'back' || action === 'reload') return { label, action };
  return null;
}

export function messageSectionsOf(sections: Sections): MessageSections | null {
  const { title, text, footer, errorTrace } = sections;
  const button = buttonOf(sections.button);
  if (!isString(title) || !isString(text) || !button || !optionalString(footer) || !optionalString(errorTrace)) return null;
  return {
    title,
    text,
    button,
    footer: isString(footer) ? footer : undefined,
    errorTrace: isString(errorTrace) ? errorTrace : undefined,
  };
}
