import Link from 'next/link';
import type { ReactNode } from 'react';

/**
 * A link an editor entered in the CMS: a path of this site goes through
 * next/link (client navigation, prefetch); anything else (a full web address,
 * tel:, mailto:, #search) is a plain anchor. `external` opens a new tab
 * without giving the other site a handle on this one.
 */
export function ContentLink({
  href,
  external = false,
  className,
  children,
  ...aria
}: {
  href: string;
  external?: boolean;
  className?: string;
  children: ReactNode;
  'aria-describedby'?: string;
}) {
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className} {...aria}>
        {children}
      </a>
    );
  }
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link href={href} className={className} {...aria}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} {...aria}>
      {children}
    </a>
  );
}
