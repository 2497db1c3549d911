import { ContentImage } from '@/components/content-image/ContentImage';
import { ContentLink, isSitePath } from '@/components/content-link/ContentLink';
import { formatPrice } from '@/lib/content/markets';
import { pluralOf } from '@/lib/i18n/plural';
import type { Locale } from '@/lib/i18n/locales';
import type { MessageKey, Translate } from '@/lib/i18n/translate';
import type { ProductCardData } from './schema';

/** What the card needs from its page: a module's `context` has both. */
export type ProductCardContext = { locale: Locale; t: Translate };

/** The card's share of the viewport in the usual grid (1 column, 2 from sm, 3 from lg). */
export const PRODUCT_CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

function counted(n: number, locale: Locale, one: MessageKey, other: MessageKey, t: Translate): string {
  return pluralOf(locale, n) === 'one' ? t(one, { n }) : t(other, { n });
}

function Inclusions({ summary, items, mark }: { summary: string; items: readonly string[]; mark: 'yes' | 'no' }) {
  return (
    <details className="group text-sm">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded py-1 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900 [&::-webkit-details-marker]:hidden">
        {summary}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </summary>
      <ul className="mt-1 space-y-1 text-neutral-700">
        {items.map((item, index) => (
          <li key={`${index}-${item}`} className="flex gap-2">
            <span aria-hidden="true" className={mark === 'yes' ? 'text-green-700' : 'text-neutral-600'}>
              {mark === 'yes' ? '✓' : '✕'}
            </span>
            {item}
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * A package as lists show it (SPEC section 3, "Product card"): photo, name,
 * days and nights, the from-price in the visitor's market (the discounted
 * price when there is one, the original struck through), the itinerary, the
 * "Our best choice" tag, what is and is not included, categories and a
 * booking link. A server component; parse the payload with
 * `productCardSchema` first (module schemas embed it).
 *
 * @example <ProductCard product={product} context={context} />
 */
export function ProductCard({
  product,
  context: { locale, t },
  sizes = PRODUCT_CARD_SIZES,
  preload = false,
}: {
  product: ProductCardData;
  context: ProductCardContext;
  /** The `sizes` of the photo, when the card sits in another grid than PRODUCT_CARD_SIZES assumes. */
  sizes?: string;
  /** A card high on the page (the campaign product): its photo loads at once, with high priority. */
  preload?: boolean;
}) {
  const { offer } = product;
  const discount = offer.priceWithDiscount !== null && offer.priceWithDiscount < offer.price ? offer.priceWithDiscount : null;
  const original = formatPrice(offer.price, locale, offer.currency);
  const duration = [
    product.numberOfDays ? counted(product.numberOfDays, locale, 'modules.productCard.day', 'product.days', t) : null,
    product.numberOfNights ? counted(product.numberOfNights, locale, 'modules.productCard.night', 'product.nights', t) : null,
  ].filter((part) => part !== null);

  return (
    <article
      className={`relative flex h-full flex-col overflow-hidden rounded-2xl border bg-white text-neutral-900 shadow-sm ${
        product.outstanding ? 'border-brand' : 'border-neutral-200'
      }`}
    >
      {/* The name is the card's heading right below: the photo adds nothing for a screen reader. */}
      <ContentImage photo={product.photo} alt="" width={850} height={650} sizes={sizes} preload={preload} className="aspect-[17/13] h-auto w-full object-cover" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg leading-snug font-bold">{product.name}</h3>
        {product.recommended ? (
          // After the heading in reading order, over the photo on screen.
          <p className="absolute top-3 left-3 rounded-full bg-brand px-3 py-1 text-xs font-semibold text-white shadow">{t('product.bestChoice')}</p>
        ) : null}
        {duration.length > 0 ? <p className="text-sm text-neutral-600">{duration.join(' · ')}</p> : null}
        {product.categories.length > 0 ? (
          <ul aria-label={t('modules.productCard.categories')} className="flex flex-wrap gap-1.5">
            {product.categories.map((category) => (
              <li key={category.slug ?? category.name} className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs text-neutral-700">
                {category.name}
              </li>
            ))}
          </ul>
        ) : null}
        {product.shortDescription ? (
          <div>
            <p className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">{t('product.itinerary')}</p>
            <p className="mt-1 text-sm text-neutral-700">{product.shortDescription}</p>
          </div>
        ) : null}
        {product.included.length > 0 ? <Inclusions summary={t('product.included')} items={product.included} mark="yes" /> : null}
        {product.notIncluded.length > 0 ? <Inclusions summary={t('product.notIncluded')} items={product.notIncluded} mark="no" /> : null}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-neutral-200 pt-4">
          <div>
            {discount !== null ? (
              <p className="text-sm text-neutral-600">
                <span className="sr-only">{t('modules.productCard.originalPrice', { price: original })}</span>
                <s aria-hidden="true">{original}</s>
              </p>
            ) : null}
            <p className={`text-xl font-bold ${discount !== null ? 'text-brand' : ''}`}>
              {t('product.from', { price: discount !== null ? formatPrice(discount, locale, offer.currency) : original })}
            </p>
            <p className="text-xs text-neutral-600">{t('modules.productCard.perPerson')}</p>
          </div>
          {offer.bookingUrl ? (
            <ContentLink
              href={offer.bookingUrl}
              newTab={product.external || !isSitePath(offer.bookingUrl)}
              t={t}
              action="main"
              className="inline-flex min-h-11 items-center rounded-full bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {t('modules.productCard.book')}
              <span className="sr-only">, {product.name}</span>
            </ContentLink>
          ) : null}
        </div>
      </div>
    </article>
  );
}
