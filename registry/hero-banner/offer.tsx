import type { Locale } from '@/lib/i18n/locales';
import { formatPrice } from '@/lib/content/markets';
import type { Translate } from '@/lib/i18n/translate';

/** A percentage the way the visitor's language writes it: 20 -> "20%" (en), "20 %" (es); -20 -> "-20%". */
function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

/**
 * A banner's offer (hero banners and banner cards): its "from" price in the
 * market's currency ("From £540") and its discount badge, "-20%" on screen
 * while screen readers hear the translated sentence ("20% off") instead of
 * "minus twenty percent". Nothing when the banner has neither.
 */
export function BannerOffer({
  price,
  discount,
  context: { locale, t },
  className,
  badgeClassName,
}: {
  price: number | null;
  discount: number | null;
  context: { locale: Locale; t: Translate };
  className?: string;
  badgeClassName?: string;
}) {
  if (price === null && discount === null) return null;
  return (
    <p className={className}>
      {price !== null ? <span>{t('product.from', { price: formatPrice(price, locale) })}</span> : null}
      {discount !== null ? (
        <span className={badgeClassName}>
          <span aria-hidden="true">{formatPercent(-discount, locale)}</span>
          <span className="sr-only">{t('product.discount', { percent: formatPercent(discount, locale) })}</span>
        </span>
      ) : null}
    </p>
  );
}
