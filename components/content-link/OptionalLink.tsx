import type { ComponentProps } from 'react';
import { ContentLink } from './ContentLink';

/**
 * A title that is a link when it has somewhere to go, and plain text when it
 * has not (`href` null): a card's or a banner's heading.
 */
export function OptionalLink({
  href,
  children,
  ...link
}: Omit<ComponentProps<typeof ContentLink>, 'href'> & { href: string | null }) {
  return href ? (
    <ContentLink href={href} {...link}>
      {children}
    </ContentLink>
  ) : (
    children
  );
}
