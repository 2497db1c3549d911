import type { ComponentProps, ComponentType, ReactNode } from 'react';
import type { Translate } from '@/lib/i18n/translate';
import { IntentLink } from './IntentLink.client';

/** A path on this site (`/en/contact-us/`), as opposed to a full address, `//host`, `tel:`, `mailto:` or `#search`. */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * A link an editor entered in the CMS. One that opens in a new tab (the
 * entry's "external" flag, or a booking link on another site) gets
 * `target="_blank" rel="noopener noreferrer"`, so the other site gets no
 * handle on this one, and tells screen readers so after its text; otherwise a
 * path on this site goes through next/link (client navigation, prefetched on
 * intent: IntentLink) and
 * any other address (a full URL, tel:, mailto:, #search) is a plain anchor.
 *
 * @example <ContentLink href={banner.link} newTab={banner.external} t={t}>{banner.cta}</ContentLink>
 */
export function ContentLink({
  href,
  newTab = false,
  t,
  className,
  children,
  action,
  anchor = 'a',
  'aria-describedby': describedBy,
}: {
  href: string;
  newTab?: boolean;
  /** The page's translator, for "(opens in a new tab)". */
  t: Translate;
  className?: string;
  children: ReactNode;
  /** A main action (search, book, submit): marked so the phone checks hold it to 44 px. */
  action?: 'main';
  /**
   * What draws a link that is not the site's own (a full address, `tel:`): a plain anchor, or a client leaf that
   * adds to it, as the package page's "Book now" passes TripAnchor. Passed, not imported here, so the pages that
   * do not use it do not load it.
   */
  anchor?: 'a' | ComponentType<ComponentProps<'a'> & { href: string }>;
  'aria-describedby'?: string;
}) {
  const data = action ? { 'data-action': action } : {};
  const Anchor = anchor;
  if (newTab) {
    return (
      <Anchor
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        aria-describedby={describedBy}
        {...data}
      >
        {children} <span className="sr-only">{t('links.opensInNewTab')}</span>
      </Anchor>
    );
  }
  if (isSitePath(href)) {
    return (
      <IntentLink href={href} className={className} aria-describedby={describedBy} {...data}>
        {children}
      </IntentLink>
    );
  }
  return (
    <Anchor href={href} className={className} aria-describedby={describedBy} {...data}>
      {children}
    </Anchor>
  );
}
