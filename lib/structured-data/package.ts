import type { ItemAvailability, Offer, Product, TouristTrip, WithContext } from 'schema-dts';
import type { MarketOffer } from '@/lib/content/products';
import { absoluteUrl } from './json-ld';
import { packageOffer } from './products';

/** What a package page's structured data says (screens/package/package-screen.tsx). */
export type PackageFacts = {
  id: string;
  name: string;
  description: string | null;
  /** The package page's own path. */
  href: string;
  image: string | null;
  offer: MarketOffer;
  /** Departure months, 1-12; empty: all year. */
  months: readonly number[];
  /** The itinerary's day headings, in order (none: no itinerary). */
  days: readonly string[];
  /** The agency selling it (the site's name) and its home page. */
  seller: string;
  homeHref: string;
};

/**
 * In stock while a departure month falls in the next 12 months: always for a package that departs all
 * year (no months) or in any month, since months recur; OutOfStock when the data names none that can
 * be departed in (an editor's months cleared to unknown values would say so).
 */
export function departureAvailability(months: readonly number[]): ItemAvailability {
  if (months.length === 0) return 'https://schema.org/InStock';
  return months.some((month) => Number.isInteger(month) && month >= 1 && month <= 12)
    ? 'https://schema.org/InStock'
    : 'https://schema.org/OutOfStock';
}

/**
 * A package page's two blocks: the `Product` (Google's product snippet: name, image and an offer with price,
 * currency and availability; description, url and the seller's brand besides) and the `TouristTrip` it is,
 * with its itinerary as an `ItemList` of days. Both offer the same `Offer`, in the market's currency, at the
 * package page; the trip names the product as what it is (`@id`).
 */
export function packageData(siteUrl: string, facts: PackageFacts): [WithContext<Product>, WithContext<TouristTrip>] {
  const url = absoluteUrl(siteUrl, facts.href);
  const offer: Offer = packageOffer(siteUrl, facts.offer, facts.href, departureAvailability(facts.months));
  const image = facts.image ? absoluteUrl(siteUrl, facts.image) : undefined;
  const common = {
    name: facts.name,
    url,
    ...(facts.description ? { description: facts.description } : {}),
    ...(image ? { image } : {}),
  };
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': `${url}#product`,
      ...common,
      sku: facts.id,
      brand: { '@type': 'Brand', name: facts.seller },
      offers: offer,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'TouristTrip',
      '@id': `${url}#trip`,
      ...common,
      provider: { '@type': 'TravelAgency', name: facts.seller, url: absoluteUrl(siteUrl, facts.homeHref) },
      offers: offer,
      ...(facts.days.length > 0
        ? {
            itinerary: {
              '@type': 'ItemList',
              numberOfItems: facts.days.length,
              itemListElement: facts.days.map((name, index) => ({ '@type': 'ListItem', position: index + 1, name })),
            },
          }
        : {}),
    },
  ];
}
