import { progressivePart } from '@/components/progressive-part.tsx';

/**
 * The parts of a listing that need not work before the shopper can read its first rows, sort it
 * and add to the cart (the filters, the pages, the view switch, the download, the base lists' links,
 * the page hot keys): the server renders them whole and links their styles, and they are hydrated
 * after the first screen (progressive-part.tsx). Before that the filters are a form and links, and
 * the pages links; a press on one of them is carried out once they are.
 */
const load = () => import('./components/later-parts.tsx');

export const BaseListLinks = progressivePart(() => load().then((m) => m.BaseListLinks));
export const DownloadButton = progressivePart(() => load().then((m) => m.DownloadButton), { inline: true });
export const EmptyState = progressivePart(() => load().then((m) => m.EmptyState));
export const FiltersPanel = progressivePart(() => load().then((m) => m.FiltersPanel));
export const PageHotkeys = progressivePart(() => load().then((m) => m.PageHotkeys));
export const PaginationNav = progressivePart(() => load().then((m) => m.PaginationNav));
export const ViewSwitch = progressivePart(() => load().then((m) => m.ViewSwitch));
