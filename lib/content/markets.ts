import { intlLocale, type Locale } from '@/lib/i18n/locales';
import type { Translate } from '@/lib/i18n/translate';
import type { MarketOffer } from './products';

/**
 * Which market a visitor of each language buys in: prices, currency and the
 * booking URL come from the package's market information for this market.
 * A documented decision: the site's language stands for the market (English
 * is sold from the UK in pounds; Italian, Portuguese and Spanish in euros).
 */
export const marketBySiteLocale = {
  en: { iso: 'UK', currency: 'GBP' },
  it: { iso: 'IT', currency: 'EUR' },
  pt: { iso: 'PT', currency: 'EUR' },
  es: { iso: 'ES', currency: 'EUR' },
} as const satisfies Record<Locale, { iso: string; currency: string }>;

export type Market = (typeof marketBySiteLocale)[Locale];

export function marketOf(locale: Locale): Market {
  return marketBySiteLocale[locale];
}

/**
 * A price written the way the visitor's language writes it, in the currency
 * given (an offer's own, ISO 4217) or else in the locale's market currency.
 */
export function formatPrice(amount: number, locale: Locale, currency: string = marketOf(locale).currency): string {
  const key = `${locale}:${currency}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency, maximumFractionDigits: 0 });
    priceFormats.set(key, format);
  }
  return format.format(amount);
}

/**
 * What a "from" price reads in a market (a banner's, a special journey's): the amount the visitor
 * pays there (the discounted price when the market has a lower one) in that market's currency,
 * "From £2,190" on an English page, "Da 2.540 €" on an Italian one.
 */
export function fromPrice(
  offer: Pick<MarketOffer, 'price' | 'priceWithDiscount' | 'currency'>,
  locale: Locale,
  t: Translate,
): string {
  const amount =
    offer.priceWithDiscount !== null && offer.priceWithDiscount < offer.price ? offer.priceWithDiscount : offer.price;
  return t('product.from', { price: formatPrice(amount, locale, offer.currency) });
}

// One formatter per language and currency: a results page formats a price or two per card, and
// building an Intl formatter costs far more than using one. (A handful of entries: 4 languages x the model's currencies.)
const priceFormats = new Map<string, Intl.NumberFormat>();
