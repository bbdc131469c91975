import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** Replace the current history entry (by default only a link to the address shown does). */
  replace?: boolean;
  state?: unknown;
  /** Keep the scroll position (a sort or a filter changed in place). */
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * The app's link: a real `<a href>`, which the app follows in place once it runs (a plain click, in
 * this tab). Built on react-router's useHref and useLinkClickHandler: its own Link carries the
 * framework mode's route prefetching and discovery, which this app, a declarative router over
 * its own history, never uses.
 */
export function Link({ to, replace, state, preventScrollReset, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler(to, { replace, state, preventScrollReset, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  };
  return <a {...rest} href={href} target={target} onClick={click} />;
}

export type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on its own address, not on the addresses below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
};

/** Whether a link to `target` is the address shown, or (unless `end`) one above it; letter case aside. */
export function isActivePath(shown: string, target: string, end: boolean): boolean {
  const location = shown.toLowerCase();
  const path = target.toLowerCase();
  if (location === path) return true;
  if (end || !location.startsWith(path)) return false;
  const below = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  return location.charAt(below) === '/';
}

/** A link that knows whether it leads to the page shown: `aria-current="page"` and its active class. */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = isActivePath(pathname, useResolvedPath(rest.to).pathname, end);
  return (
    <Link
      aria-current={isActive ? 'page' : undefined}
      {...rest}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
