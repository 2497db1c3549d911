import type { ItemList, Offer, Product, WithContext } from 'schema-dts';
import type { MarketOffer } from '@/lib/content/products';
import type { Locale } from '@/lib/i18n/locales';
import { packageHref } from '@/lib/routes/package-href';
import { absoluteUrl } from './json-ld';

/** What the structured data says of a package: what its card shows (name, picture, price in the visitor's market). */
export type ListedPackage = {
  name: string;
  photo?: { url: string | null } | null;
  offer: MarketOffer;
  /** The package's slug in the page's language: its own page is what the list item and its offer point at. */
  slug?: string | null;
};

/** The price a visitor pays, as the card shows it: the market's discounted price when there is one below the price. */
export function payablePrice(offer: MarketOffer): number {
  return offer.priceWithDiscount !== null && offer.priceWithDiscount < offer.price
    ? offer.priceWithDiscount
    : offer.price;
}

/**
 * The `Offer` of a package in the visitor's market: its price and currency,
 * where it is sold (the page given: the package's own page, else the page
 * that lists it), in stock while the site sells it.
 */
export function packageOffer(
  siteUrl: string,
  offer: MarketOffer,
  pageHref: string,
  availability: Offer['availability'] = 'https://schema.org/InStock',
): Offer {
  return {
    '@type': 'Offer',
    price: payablePrice(offer),
    priceCurrency: offer.currency,
    url: absoluteUrl(siteUrl, pageHref),
    availability,
  };
}

/**
 * A package as a `Product` with its offer (Google's product snippet: name and
 * offers; merchant listing: also an image), at its own page when it has one. No description: the list stays
 * compact (a results page lists up to 60, and the page's data carries each
 * block twice), and the card's text is on the page anyway.
 */
export function packageProduct(siteUrl: string, locale: Locale, item: ListedPackage, pageHref: string): Product {
  const image = item.photo?.url ? absoluteUrl(siteUrl, item.photo.url) : undefined;
  const href = packageHref(locale, item.slug);
  const own = href ?? pageHref;
  return {
    '@type': 'Product',
    name: item.name,
    ...(image ? { image } : {}),
    ...(href ? { url: absoluteUrl(siteUrl, href) } : {}),
    offers: packageOffer(siteUrl, item.offer, own),
  };
}

/**
 * The packages a page lists, in its order, as an `ItemList` of `Product`s:
 * the ones the page shows (the visitor's market's, already filtered by the
 * loaders), no more. Null for a page that lists none.
 */
export function packageItemList(
  siteUrl: string,
  locale: Locale,
  items: readonly ListedPackage[],
  pageHref: string,
): WithContext<ItemList> | null {
  if (items.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: packageProduct(siteUrl, locale, item, pageHref),
    })),
  };
}
