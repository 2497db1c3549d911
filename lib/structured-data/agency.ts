import type { PostalAddress, SearchAction, TravelAgency, WebSite, WithContext } from 'schema-dts';
import type { ContactDetails } from '@/lib/content/contact';
import { absoluteUrl } from './json-ld';

/** The agency as the structured data names it: its name (the site's), its home page and logo, from the route table and the site's icon. */
export type AgencyIdentity = { name: string; homeHref: string; logoPath: string };

/** The site's icon (app/icon.svg), served at its own address, square and scalable: the agency's logo. */
export const LOGO_PATH = '/icon.svg';

// A postcode first (Italy, Portugal, Spain: "00184 Roma", "1100-001 Lisboa") or last (the UK: "London EC1A 1AA").
const POSTCODE_FIRST = /^(\d{4,5}(?:-\d{3})?)\s+(.+)$/;
const UK_POSTCODE_LAST = /^(.+?)\s+([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})$/;

/**
 * A letter's address lines (the CMS's contact entry: name, street lines,
 * "postcode town", country) as a `PostalAddress`. A first line that is only
 * the agency's name is not part of the place; a town line without a postcode
 * stays whole as the locality; two lines or fewer are one street address.
 */
export function postalAddress(lines: readonly string[], agencyName: string): PostalAddress | null {
  const place = lines[0]?.toLowerCase() === agencyName.toLowerCase() ? lines.slice(1) : [...lines];
  if (place.length === 0) return null;
  if (place.length < 3) return { '@type': 'PostalAddress', streetAddress: place.join(', ') };
  const country = place.at(-1)!;
  const town = place.at(-2)!;
  const street = place.slice(0, -2).join(', ');
  const first = POSTCODE_FIRST.exec(town);
  const last = first ? null : UK_POSTCODE_LAST.exec(town);
  const locality = first
    ? { postalCode: first[1]!, addressLocality: first[2]! }
    : last
      ? { addressLocality: last[1]!, postalCode: last[2]! }
      : { addressLocality: town };
  return { '@type': 'PostalAddress', streetAddress: street, ...locality, addressCountry: country };
}

/**
 * The agency as a `TravelAgency`: name, home page, logo (absolute) and, from
 * the CMS's contact entry in the visitor's language, telephone, e-mail and
 * address. Without a contact entry, name, address and logo only.
 */
export function travelAgency(
  siteUrl: string,
  identity: AgencyIdentity,
  contact: ContactDetails | null,
): WithContext<TravelAgency> {
  const address = contact ? postalAddress(contact.address, identity.name) : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': `${absoluteUrl(siteUrl, identity.homeHref)}#agency`,
    name: identity.name,
    url: absoluteUrl(siteUrl, identity.homeHref),
    logo: absoluteUrl(siteUrl, identity.logoPath),
    image: absoluteUrl(siteUrl, identity.logoPath),
    ...(contact ? { telephone: contact.phone, email: contact.email } : {}),
    ...(address ? { address } : {}),
  };
}

/** The query parameter the results page reads a place from: a destination's slug (lib/results/query.ts). */
export const SEARCH_PARAMETER = 'destination';

/** A SearchAction with the `query-input` annotation schema.org's JSON-LD uses (schema-dts has no type for it). */
type SearchActionWithInput = SearchAction & { 'query-input': string };

/**
 * The site as a `WebSite` in the visitor's language, with a `SearchAction`
 * into the package results: the results page has no free-text parameter, so
 * the search term is the `destination` it filters by (a place's slug, as the
 * search box and the home page's links send it).
 */
export function webSite(
  siteUrl: string,
  identity: AgencyIdentity,
  resultsHref: string,
  inLanguage: string,
): WithContext<WebSite> {
  const target = `${absoluteUrl(siteUrl, resultsHref)}?${SEARCH_PARAMETER}={search_term_string}`;
  const action: SearchActionWithInput = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: target },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: identity.name,
    url: absoluteUrl(siteUrl, identity.homeHref),
    inLanguage,
    publisher: { '@id': `${absoluteUrl(siteUrl, identity.homeHref)}#agency` },
    potentialAction: action,
  };
}
