import type { ContentfulLocaleCode } from '@travel/cms/model/locales';
import { localeInfo, locales, type Locale } from '@/lib/i18n/locales';

/**
 * The content model as the rest of the site reads it: the kinds' values
 * (sections, layouts, currencies), the editors' limits and the field patterns
 * the module schemas validate with. The embedded CMS (packages/cms) is reached
 * only through lib/content and the route handlers that mount it
 * (eslint.config.mjs); this is the door for everything else. Light modules
 * only: client components import it too.
 */
export * from '@travel/cms/model/values';
export { limits, type Limits } from '@travel/cms/model/limits';
export {
  ENTITY_ID_PATTERN,
  HEX_COLOUR_PATTERN,
  HTTP_URL_PATTERN,
  LINK_PATTERN,
  SLUG_PATTERN,
  REDIRECT_ADDRESS_PATTERN,
  REDIRECT_FROM_PATTERN,
  REDIRECT_URL_PATTERN,
  externalRedirectHosts,
} from '@travel/cms/model/patterns';
export type { ContentfulLocaleCode };

/** The Contentful locale a site locale's content is read in: its `iso` code (lib/i18n/locales.ts), one of the space's locales. */
export function toContentfulLocale(locale: Locale): ContentfulLocaleCode {
  return localeInfo[locale].iso;
}

/** The site's language for one of Contentful's locale codes (`it-IT` is `it`); null for a code the space does not have. */
export function siteLocaleOf(code: string): Locale | null {
  return locales.find((locale) => toContentfulLocale(locale) === code) ?? null;
}
