import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { ActionLink, type ActionLinkProps } from './action-link.tsx';
import styles from './button.module.css';
import { Link, type LinkProps } from './link.tsx';

type Variant = 'primary' | 'secondary' | 'ghost';

function classes(variant: Variant, block: boolean, extra?: string) {
  return [styles.button, styles[variant], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; block?: boolean };

export function Button({ variant = 'primary', block = false, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={classes(variant, block, className)} {...rest} />;
}

export type ButtonLinkProps = LinkProps & { variant?: Variant; block?: boolean; children: ReactNode };

export function ButtonLink({ variant = 'primary', block = false, className, ...rest }: ButtonLinkProps) {
  return <Link className={classes(variant, block, typeof className === 'string' ? className : undefined)} {...rest} />;
}

export type ActionButtonLinkProps = ActionLinkProps & { variant?: Variant; block?: boolean; children: ReactNode };

/** A secondary block button that is a link until the app runs (action-link.tsx), as 'Показать ещё'. */
export function ActionButtonLink({ variant = 'secondary', block = true, className, ...rest }: ActionButtonLinkProps) {
  return <ActionLink className={classes(variant, block, typeof className === 'string' ? className : undefined)} {...rest} />;
}
