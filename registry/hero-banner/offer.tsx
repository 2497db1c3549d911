import type { Locale } from '@/lib/i18n/locales';
import { formatPrice } from '@/lib/content/markets';
import type { Translate } from '@/lib/i18n/translate';

/** A percentage the way the visitor's language writes it: 20 -> "20%" (en), "20 %" (es); -20 -> "-20%". */
export function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

/** The banner's "from" price in the market's currency: "From £540". */
export function fromPrice(price: number, { locale, t }: { locale: Locale; t: Translate }): string {
  return t('product.from', { price: formatPrice(price, locale) });
}

/**
 * A discount badge: "-20%" on screen; screen readers hear the translated
 * sentence ("20% off") instead of "minus twenty percent".
 */
export function DiscountBadge({
  percent,
  locale,
  label,
  className,
}: {
  percent: number;
  locale: Locale;
  /** The translated sentence, e.g. t('modules.banners.discount', { percent: formatPercent(20, locale) }). */
  label: string;
  className?: string;
}) {
  return (
    <span className={className}>
      <span aria-hidden="true">{formatPercent(-percent, locale)}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
