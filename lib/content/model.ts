/**
 * The content model as the rest of the site reads it: the kinds' values
 * (sections, layouts, currencies), the editors' limits and the field patterns
 * the module schemas validate with. The embedded CMS is reached only through
 * lib/content and the route handlers that mount it (eslint.config.mjs); this
 * is the door for everything else. Light modules only: client components
 * import it too.
 */
export * from '@/cms/model/values';
export { limits, type Limits } from '@/cms/model/limits';
export { HEX_COLOUR_PATTERN, HTTP_URL_PATTERN, LINK_PATTERN, SLUG_PATTERN } from '@/cms/model/define';
export { REDIRECT_ADDRESS_PATTERN, REDIRECT_FROM_PATTERN, REDIRECT_URL_PATTERN, externalRedirectHosts } from '@/cms/model/redirects';
export { toContentfulLocale } from '@/cms/model/locales';
