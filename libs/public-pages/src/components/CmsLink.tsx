import { ShellLink } from '@seller-portal/app-runtime';
import type { ReactNode } from 'react';

/** A link of CMS content: a portal path through the shell's navigation, anything else (mailto, https) as a plain link. */
export function CmsLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.startsWith('/')) {
    return (
      <ShellLink to={href} className={className}>
        {children}
      </ShellLink>
    );
  }
  const external = /^https?:/i.test(href);
  return (
    <a href={href} className={className} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
