import { type PackageKey } from './packages';
import { type MarketIso } from './taxonomy';

/**
 * What a package's price is for, shown next to it on the package page
 * (`marketInformation.priceBasis`), in the market's language.
 *
 * Only some market information entries have one, on purpose: the best
 * sellers (`everyMarket: true`) in the UK and Italy state the usual basis,
 * a few packages state their own, and every other entry leaves the field
 * empty so the site's dictionary wording is shown (and tested) there.
 */

/** The usual basis in each market's language. */
export const priceBasisByMarket: Readonly<Record<MarketIso, string>> = {
  UK: 'per person, based on two sharing',
  IT: 'a persona, in camera doppia',
  PT: 'por pessoa, em quarto duplo',
  ES: 'por persona, en habitación doble',
};

/** The markets where the best sellers state the usual basis. */
export const priceBasisMarkets: readonly MarketIso[] = ['UK', 'IT'];

/** Packages whose price is for something else than a shared double room, in the markets they are sold in. */
export const packagePriceBasis: Partial<Record<PackageKey, Partial<Record<MarketIso, string>>>> = {
  'douro-river-cruise': {
    UK: 'per person, in a shared outside cabin',
    IT: 'a persona, in cabina doppia esterna',
    PT: 'por pessoa, em cabine dupla exterior',
  },
  'santa-claus-family-holiday': {
    UK: 'per person, based on two adults and two children sharing',
    IT: 'a persona, con due adulti e due bambini in camera',
    ES: 'por persona, dos adultos y dos niños en la misma habitación',
  },
  'andalusia-self-drive': {
    UK: 'per person, based on two sharing a room and the car',
  },
};

/** The price basis of a package in a market, or undefined for the site's usual wording. */
export function priceBasisOf(pkg: { key: string; everyMarket?: boolean }, iso: MarketIso): string | undefined {
  const own = (packagePriceBasis as Partial<Record<string, Partial<Record<MarketIso, string>>>>)[pkg.key]?.[iso];
  if (own !== undefined) return own;
  return pkg.everyMarket && priceBasisMarkets.includes(iso) ? priceBasisByMarket[iso] : undefined;
}
