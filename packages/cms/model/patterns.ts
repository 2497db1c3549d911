import { contentfulLocaleCodes, languageOf } from './locales';

/**
 * The value patterns of the content model's validations, as plain constants: the field builders (./define.ts,
 * ./redirects.ts) put them into the model, and the site validates with the same ones (lib/content/model.ts). A module
 * of its own, with nothing but strings, because client components read them too: the builders would bring the whole
 * model's code into every page's JavaScript.
 */

/** Lower-case kebab-case, the format of every slug on the site. */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
/** A Contentful id of an entry or asset (`sys.id`): letters, digits, dots, underscores and hyphens, at most 64. */
export const ENTITY_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
/** Slugs are URL segments; the route table accepts at most 80 characters. */
export const SLUG_MAX_LENGTH = 80;
/** An absolute http(s) URL. */
export const HTTP_URL_PATTERN = '^https?://[^\\s/$.?#][^\\s]*$';
/** An absolute http(s) URL, a path on this site (/en/contact-us/) or a mailto:/tel: link. */
export const LINK_PATTERN = '^(?:https?://[^\\s/$.?#][^\\s]*|/[^\\s]*|(?:mailto|tel):[^\\s]+)$';
/** A CSS hex colour such as #d40e14 or #fff. */
export const HEX_COLOUR_PATTERN = '^#(?:[0-9a-fA-F]{3}){1,2}$';
/** Icon names of the site's icon set: lower-case kebab-case. */
export const ICON_NAME_PATTERN = SLUG_PATTERN;

/** One path segment: unreserved characters or percent-encoded bytes (what a browser sends). */
const SEGMENT = '(?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})+';
/** A language prefix of the site (the language of one of the space's locales), or `*` for "the same address in every language". */
const PREFIX = `(?:${contentfulLocaleCodes.map(languageOf).join('|')}|\\*)`;

/** The address a redirect sends on, e.g. `/en/offers/`; with the prefix `*` instead of a language, each language's. Ends with a slash. */
export const REDIRECT_FROM_PATTERN = `^/${PREFIX}/(?:${SEGMENT}/)*$`;
/** A target on this site: an address as above, with an optional query (`/en/results/packages/?categories=beach`). */
export const REDIRECT_ADDRESS_PATTERN = `^/${PREFIX}/(?:${SEGMENT}/)*(?:\\?[^\\s#]*)?$`;

/**
 * The only hosts a redirect may send visitors to outside the site: the help
 * centre and the booking engine. A redirect is an open door (a link on our
 * domain that lands elsewhere), so it leads only where the agency chose.
 */
export const externalRedirectHosts = ['help.example.com', 'booking.example.com'] as const;

const escapeHost = (host: string) => host.replaceAll('.', '\\.');
/** An https URL on one of `externalRedirectHosts` (nothing may follow the host but a path, query or fragment). */
export const REDIRECT_URL_PATTERN = `^https://(?:${externalRedirectHosts.map(escapeHost).join('|')})(?:[/?#][^\\s]*)?$`;
