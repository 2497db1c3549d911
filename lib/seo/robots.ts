import type { MetadataRoute } from 'next';
import { locales } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import type { ScreenId } from '@/lib/routes/table';

/**
 * The account pages crawlers are kept out of: a form each, nothing to find there, and the reset's links carry
 * tokens; the sitemaps leave them out (lib/seo/sitemap.ts). Sign-in is the accounts' public door, the page
 * people search for ("Ventura sign in"): crawled, indexed and listed like any other page.
 */
export const accountScreens = ['register', 'resetPassword'] as const satisfies readonly ScreenId[];

/**
 * What `/robots.txt` says (app/robots.ts). Indexing off (`ALLOW_INDEXING`, as every page's `noindex`):
 * nothing may be crawled. On: everything but the API (draft mode and the preview link included), the
 * content service's GraphQL endpoint, the build id, the account pages and the filtered results in the
 * four languages (paths from the route table), with the sitemap index at SITE_URL.
 */
export function robotsRules({
  allowIndexing,
  siteUrl,
}: {
  allowIndexing: boolean;
  siteUrl: string;
}): MetadataRoute.Robots {
  if (!allowIndexing) return { rules: { userAgent: '*', disallow: '/' } };
  const origin = siteUrl.replace(/\/+$/, '');
  const accountPaths = accountScreens.flatMap((screen) => locales.map((locale) => hrefFor(locale, screen, {})));
  // Filtered results, a crawler trap (every filter state is a page): `*` as Google and Bing read it, so a results
  // address with a query (`/en/results/packages/?min=100`, and by country `/en/results/packages/italy/?month=5`,
  // which is under it) is disallowed and the results without one stay open.
  const filteredPaths = locales.map((locale) => `${hrefFor(locale, 'packageResults', {})}*?`);
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/content/v1/', '/builds/', ...accountPaths, ...filteredPaths],
    },
    sitemap: `${origin}/sitemap.xml`,
  };
}
