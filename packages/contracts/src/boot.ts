import type { User } from './account.ts';
import type { Cart } from './cart.ts';
import type { SiteVersion } from './enums.ts';
import type { Message } from './envelope.ts';
import type { PageData } from './page.ts';

/**
 * What the BFF hands the web app's server entry to render a page, and what the server-rendered
 * document carries to the app in the browser: the data the render read and the layout it used. The
 * app hydrates from it, so its first render matches the server's HTML and nothing is fetched a second
 * time (a page GET has effects upstream).
 */
export type Boot = {
  /** The site path with its query, the page query's key. */
  path: string;
  /** The page route's page data; null for the cart, whose screen reads `cart`. */
  page: PageData | null;
  siteVersion: SiteVersion;
  /**
   * The shop's public origin the head names (PUBLIC_URL, or a loopback shop's own); null when it
   * is unknown, and the page is then not to be indexed. Part of the boot, so a document stored for
   * one origin is never served as another's.
   */
  origin: string | null;
  /**
   * Rendered for a browser that asked to save data (the Save-Data request header): smaller pictures,
   * no turning slides. The app starts from the same, so its first render matches the HTML.
   */
  saveData?: boolean;
  /** The replies' messages: toasts from the first render on, as fetched data shows them. */
  messages: Message[];
  /**
   * Rendered with the shopper's session: the shopper and their cart, as the header, the cards'
   * quantities and the screens read them from their queries. A guest request has neither.
   */
  user?: User;
  cart?: Cart;
};
