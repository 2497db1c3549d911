import type { Locale } from '@/lib/i18n/locales';
import { fromPrice } from '@/lib/content/markets';
import type { MarketOffer } from '@/lib/content/products';
import type { Translate } from '@/lib/i18n/translate';

/** A percentage the way the visitor's language writes it: 20 -> "20%" (en), "20 %" (es); -20 -> "-20%". */
function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

/**
 * A banner's offer (hero banners and banner cards): its "from" price in the
 * visitor's market ("From £540"; none where the market has no price) and its
 * discount badge, "-20%" on screen while screen readers hear the translated
 * sentence ("20% off") instead of "minus twenty percent". Nothing when the
 * banner has neither.
 */
export function BannerOffer({
  offer,
  discount,
  context: { locale, t },
  className,
  badgeClassName,
}: {
  offer: Pick<MarketOffer, 'price' | 'priceWithDiscount' | 'currency'> | null;
  discount: number | null;
  context: { locale: Locale; t: Translate };
  className?: string;
  badgeClassName?: string;
}) {
  if (offer === null && discount === null) return null;
  return (
    <p className={className}>
      {offer !== null ? <span>{fromPrice(offer, locale, t)}</span> : null}
      {discount !== null ? (
        <span className={badgeClassName}>
          <span aria-hidden="true">{formatPercent(-discount, locale)}</span>
          <span className="sr-only">{t('product.discount', { percent: formatPercent(discount, locale) })}</span>
        </span>
      ) : null}
    </p>
  );
}
