import Link from 'next/link';
import type { ReactNode } from 'react';

/** A path on this site (`/en/contact-us/`), as opposed to a full address, `//host` or `tel:`. */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * A link an editor entered: a path on this site goes through next/link
 * (client-side navigation, prefetch); anything that opens in a new tab gets
 * `target="_blank" rel="noopener noreferrer"` and says so to screen readers;
 * any other address (a full URL, mailto:, tel:) is a plain anchor.
 */
export function ContentLink({
  href,
  newTab,
  newTabLabel,
  className,
  children,
}: {
  href: string;
  /** Open in a new tab (the entry's "external" flag, or a booking link on another site). */
  newTab: boolean;
  /** Read after the link text when it opens a new tab, e.g. "(opens in a new tab)". */
  newTabLabel: string;
  className?: string;
  children: ReactNode;
}) {
  if (newTab) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}{' '}
        <span className="sr-only">{newTabLabel}</span>
      </a>
    );
  }
  if (isSitePath(href)) {
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
