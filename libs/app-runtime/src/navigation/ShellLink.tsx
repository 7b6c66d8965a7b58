import { isUnderPrefix } from '../routing/prefixes';
import type { ClickMode } from './navigation';
import { useNavigationHelper } from './use-navigation';
import clsx from 'clsx';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';

export interface ShellLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** §2.10 click helper mode. */
  mode?: ClickMode;
  /** Added while the current page is `to` or below it. */
  activeClassName?: string;
  onNavigate?: () => void;
}

function pathOf(to: string): string | null {
  return to.startsWith('/') && !to.startsWith('//') ? to.split(/[?#]/)[0] : null;
}

/**
 * A real link (copyable, middle-click and Ctrl/⌘-click open a new tab as browsers do) whose plain click goes
 * through the §2.10 navigation helper: in the app, or a full page load where the rules say so.
 */
export function ShellLink({ to, mode, activeClassName, className, onNavigate, onClick, children, ...rest }: ShellLinkProps) {
  const helper = useNavigationHelper();
  const { pathname } = useLocation();
  const path = pathOf(to);
  const active = path !== null && path !== '/' && isUnderPrefix(pathname, path);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    // The browser's own new-tab gestures stay the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    helper.onClick(event, { to, mode });
    onNavigate?.();
  };

  return (
    <a
      {...rest}
      href={to}
      className={clsx(className, active && activeClassName)}
      aria-current={path !== null && pathname === path ? 'page' : undefined}
      target={mode === 'newTab' ? '_blank' : rest.target}
      rel={mode === 'newTab' ? 'noopener noreferrer' : rest.rel}
      onClick={handleClick}
    >
      {children}
    </a>
  );
}
