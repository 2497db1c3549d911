/**
 * The Contentful locales of the space, in the shape of a space export.
 *
 * en-UK is the default; the other three fall back to it, so an entry not yet
 * translated shows its English text instead of nothing. They are `optional`:
 * required fields need a value in en-UK only, and an editor can publish before
 * the translations are done.
 *
 * en-UK is not in the web app's list of locale codes (which offers en-GB) but
 * the Content Management API accepts it; the site and SPEC section 3 use it,
 * so packages/cms/scripts/apply-model.ts creates the locales through the API.
 */
export interface ContentfulLocale {
  code: ContentfulLocaleCode;
  name: string;
  default: boolean;
  fallbackCode: ContentfulLocaleCode | null;
  optional: boolean;
  contentDeliveryApi: true;
  contentManagementApi: true;
}

export const contentfulLocaleCodes = ['en-UK', 'it-IT', 'pt-PT', 'es-ES'] as const;
export type ContentfulLocaleCode = (typeof contentfulLocaleCodes)[number];

export const defaultContentfulLocale: ContentfulLocaleCode = 'en-UK';

export const contentfulLocales: readonly ContentfulLocale[] = [
  {
    code: 'en-UK',
    name: 'English (United Kingdom)',
    default: true,
    fallbackCode: null,
    optional: false,
    contentDeliveryApi: true,
    contentManagementApi: true,
  },
  {
    code: 'it-IT',
    name: 'Italian (Italy)',
    default: false,
    fallbackCode: 'en-UK',
    optional: true,
    contentDeliveryApi: true,
    contentManagementApi: true,
  },
  {
    code: 'pt-PT',
    name: 'Portuguese (Portugal)',
    default: false,
    fallbackCode: 'en-UK',
    optional: true,
    contentDeliveryApi: true,
    contentManagementApi: true,
  },
  {
    code: 'es-ES',
    name: 'Spanish (Spain)',
    default: false,
    fallbackCode: 'en-UK',
    optional: true,
    contentDeliveryApi: true,
    contentManagementApi: true,
  },
];

/**
 * The language of a locale code (`en-UK` -> `en`). The site's addresses begin
 * with it (`/en/...`), so redirect addresses are checked against these
 * (model/redirects.ts).
 */
export function languageOf(code: ContentfulLocaleCode): string {
  return code.slice(0, code.indexOf('-'));
}
