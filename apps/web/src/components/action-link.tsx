import type { KeyboardEvent, MouseEvent } from 'react';
import { Link, type LinkProps } from './link.tsx';

export type ActionLinkProps = Omit<LinkProps, 'onClick' | 'role'> & {
  /** What the app does instead of following the link, once it runs. */
  onAction: () => void;
  disabled?: boolean;
};

/**
 * A button of the app that is a real link underneath: before the app has started, or where it
 * never does, it leads to the address the app's action ends on (the next page, a sorted list),
 * rendered by the server; once the app runs it does the action in place. A button to assistive
 * technology, so Space presses it as well as Enter.
 */
export function ActionLink({ onAction, disabled = false, ...rest }: ActionLinkProps) {
  const act = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    if (!disabled) onAction();
  };
  return (
    <Link
      {...rest}
      role="button"
      aria-disabled={disabled || undefined}
      onClick={act}
      onKeyDown={(event) => {
        if (event.key === ' ') act(event);
      }}
    />
  );
}
