import type { BreadcrumbList, WithContext } from 'schema-dts';
import { absoluteUrl } from './json-ld';

/** One step of a trail: its name in the visitor's language and its path on the site. */
export type Crumb = { name: string; href: string };

/**
 * A `BreadcrumbList` from the site's home to the page itself (the last crumb),
 * each `ListItem` with its position from 1, its name and its absolute address
 * (Google's required properties for a breadcrumb; the page's own address is
 * given too, which Google allows).
 */
export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.href),
    })),
  };
}
