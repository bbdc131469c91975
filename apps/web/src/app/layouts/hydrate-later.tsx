import type { ComponentProps } from 'react';
import { progressivePart } from '@/components/progressive-part.tsx';
import { useCurrentUser } from '@/entities/user/api/get-user.ts';
import { whenReady } from '../when-ready.ts';

/**
 * The parts of the header and footer that a shopper does not need at app-ready: the search box (its
 * hints), the menus (their panels), the city and the footer. The server renders them whole and
 * links their styles; their code is one chunk (later-parts.ts), loaded once the app is ready so it
 * never competes with the screen's (progressive hydration, components/progressive-part.tsx).
 */
const load = () => whenReady().then(() => import('./later-parts.ts'));

export const SearchBox = progressivePart(() => load().then((m) => m.SearchBox));
const LaterCityPicker = progressivePart(() => load().then((m) => m.CityPicker));
export const DesktopMenuBar = progressivePart(() => load().then((m) => m.DesktopMenuBar));
export const MobileMenuTab = progressivePart(() => load().then((m) => m.MobileMenuTab));
export const Footer = progressivePart(() => load().then((m) => m.Footer));

/**
 * The city is the shopper's: the server renders it when it rendered with them. Known only once the
 * app has asked, it is rendered by the app (not hydrated), or it would not be the server's HTML.
 */
export function CityPicker(props: ComponentProps<typeof LaterCityPicker>) {
  return useCurrentUser().data ? <LaterCityPicker {...props} /> : null;
}
