import 'server-only';
import { locales, type Locale } from '@/lib/i18n/locales';
import { entryAddressesOf } from './entry-addresses';
import { toContentfulLocale } from './model';
import type { ContentQueryOptions } from './server';

/** The content types whose entries have an address of their own, by their GraphQL type name (entryAddressesOf). */
const typenameOf: Record<string, string> = {
  page: 'Page',
  landing: 'Landing',
  package: 'Package',
  specialJourney: 'SpecialJourney',
  continent: 'Continent',
  superarea: 'Superarea',
  area: 'Area',
  country: 'Country',
  city: 'City',
};

/** The content types a preview link may name with an entry id. */
export const previewableTypes: readonly string[] = Object.keys(typenameOf);

/** The site's language for one of Contentful's locale codes (`it-IT` is `it`); null for a code the space does not have. */
export function siteLocaleOf(code: string): Locale | null {
  return locales.find((locale) => toContentfulLocale(locale) === code) ?? null;
}

/**
 * Where an entry is shown in one language, as the CMS's preview link names it (its id, its content type and
 * Contentful's locale code): the same look-up the sitemaps, the language switcher and the redirects use, on
 * the drafts by default. Null when it has none there (not in that language, or not in that language's market).
 */
export async function previewAddress(
  contentType: string,
  id: string,
  locale: Locale,
  options: ContentQueryOptions = { preview: true },
): Promise<string | null> {
  const typename = typenameOf[contentType];
  if (!typename) return null;
  return (await entryAddressesOf(typename, id, options))[locale] ?? null;
}
