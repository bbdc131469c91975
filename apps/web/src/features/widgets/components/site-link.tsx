import type { AnchorHTMLAttributes } from 'react';
import { productHref } from '@/lib/paths.ts';
import { Link } from '@/components/link.tsx';

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

/** A widget's link: a shop path opens in the app, an address elsewhere as a plain link. */
export function SiteLink({ href, ...rest }: SiteLinkProps) {
  if (/^(https?:)?\/\//.test(href)) return <a href={href} {...rest} />;
  return <Link to={productHref(href)} {...rest} />;
}
