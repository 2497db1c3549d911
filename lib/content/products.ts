import type { Market } from './markets';

/** What a visitor of one market pays for a product, and where they book it. */
export type MarketOffer = {
  price: number;
  /** The discounted price, when the market has one below the price. */
  priceWithDiscount: number | null;
  currency: string;
  bookingUrl: string | null;
};

type MarketInformation = {
  market: { iso: string | null; currency: string | null } | null;
  price: number | null;
  priceWithDiscount: number | null;
  travelcUrl: string | null;
} | null;

type SellableCandidate = {
  unPublish?: boolean | null;
  marketInformationCollection: { items: ReadonlyArray<MarketInformation> } | null;
};

/** The product's offer in a market, if it is sold there at a price (a special journey's or a banner's price too, lib/content/shapes.ts). */
export function offerFor(product: SellableCandidate, market: Market): MarketOffer | undefined {
  const information = product.marketInformationCollection?.items.find((item) => item?.market?.iso === market.iso);
  if (!information || typeof information.price !== 'number') return undefined;
  const discount = information.priceWithDiscount;
  return {
    price: information.price,
    priceWithDiscount: typeof discount === 'number' && discount < information.price ? discount : null,
    currency: information.market?.currency ?? market.currency,
    bookingUrl: information.travelcUrl,
  };
}

/**
 * The products a page module may show in a market (SPEC section 5): links
 * that could not be resolved, products an editor withdrew (`unPublish`) and
 * products without market information for this market are dropped; each one
 * kept carries its offer.
 */
export function sellableProducts<Product extends SellableCandidate>(
  products: ReadonlyArray<Product | null>,
  market: Market,
): Array<Product & { offer: MarketOffer }> {
  return products.flatMap((product) => {
    if (!product || product.unPublish) return [];
    const offer = offerFor(product, market);
    return offer ? [{ ...product, offer }] : [];
  });
}
