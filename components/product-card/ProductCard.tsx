import { ContentImage } from '@/components/content-image/ContentImage';
import { ContentLink, isSitePath } from '@/components/content-link/ContentLink';
import { formatPrice } from '@/lib/content/markets';
import { pluralOf } from '@/lib/i18n/plural';
import { packageHref } from '@/lib/routes/package-href';
import type { Locale } from '@/lib/i18n/locales';
import type { MessageKey, Translate } from '@/lib/i18n/translate';
import styles from './ProductCard.module.css';
import type { ProductCardData } from '@/lib/content/product-card';

/** What the card needs from its page: a module's `context` has both. */
export type ProductCardContext = { locale: Locale; t: Translate };

/** The card's share of the viewport in the usual grid (1 column, 2 from sm, 3 from lg). */
export const PRODUCT_CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

function counted(n: number, locale: Locale, one: MessageKey, other: MessageKey, t: Translate): string {
  return pluralOf(locale, n) === 'one' ? t(one, { n }) : t(other, { n });
}

/**
 * A closed disclosure of what is (or is not) included. The chevron and the ✓/✕ marks are CSS
 * (ProductCard.module.css): a card is on a page dozens of times, and every element it renders is written
 * twice, into the HTML and into the page's inline payload (the page weight).
 */
function Inclusions({ summary, items, mark }: { summary: string; items: readonly string[]; mark: 'yes' | 'no' }) {
  return (
    <details className={styles.inclusions}>
      <summary className={styles.summary}>{summary}</summary>
      <ul className={styles[mark]}>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </details>
  );
}

/**
 * A package as lists show it (SPEC section 3, "Product card"): photo and name (one link to the
 * package's page),
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
  const discount =
    offer.priceWithDiscount !== null && offer.priceWithDiscount < offer.price ? offer.priceWithDiscount : null;
  const original = formatPrice(offer.price, locale, offer.currency);
  const duration = [
    product.numberOfDays ? counted(product.numberOfDays, locale, 'modules.productCard.day', 'product.days', t) : null,
    product.numberOfNights
      ? counted(product.numberOfNights, locale, 'modules.productCard.night', 'product.nights', t)
      : null,
  ].filter((part) => part !== null);

  // A plain anchor, not next/link: no client code per card (a results page lists 60).
  const href = packageHref(locale, product.slug);
  const head = (
    <>
      {/* The name is the card's heading right below: the photo adds nothing for a screen reader. */}
      <ContentImage
        photo={product.photo}
        alt=""
        width={850}
        height={650}
        sizes={sizes}
        preload={preload}
        className={styles.photo}
      />
      <h3 className={styles.name}>{product.name}</h3>
    </>
  );

  return (
    <article className={product.outstanding ? `${styles.card} ${styles.outstanding}` : styles.card}>
      {href ? (
        // Photo and name are one link to the package's page: one tab stop, named by the heading (the photo's alt is empty).
        <a href={href} className={`${styles.head} ${styles.link}`}>
          {head}
        </a>
      ) : (
        <div className={styles.head}>{head}</div>
      )}
      <div className={styles.body}>
        {product.recommended ? (
          // After the heading in reading order, over the photo on screen.
          <p className={styles.bestChoice}>{t('product.bestChoice')}</p>
        ) : null}
        {duration.length > 0 ? <p className={styles.duration}>{duration.join(' · ')}</p> : null}
        {product.categories.length > 0 ? (
          <ul aria-label={t('modules.productCard.categories')} className={styles.categories}>
            {product.categories.map((category) => (
              <li key={category.slug ?? category.name}>{category.name}</li>
            ))}
          </ul>
        ) : null}
        {product.shortDescription ? (
          <div>
            <p className={styles.label}>{t('product.itinerary')}</p>
            <p className={styles.itinerary}>{product.shortDescription}</p>
          </div>
        ) : null}
        {product.included.length > 0 ? (
          <Inclusions summary={t('product.included')} items={product.included} mark="yes" />
        ) : null}
        {product.notIncluded.length > 0 ? (
          <Inclusions summary={t('product.notIncluded')} items={product.notIncluded} mark="no" />
        ) : null}
        <div className={styles.footer}>
          <div>
            {discount !== null ? (
              <p className={styles.was}>
                <span className="sr-only">{t('modules.productCard.originalPrice', { price: original })}</span>
                <s aria-hidden="true">{original}</s>
              </p>
            ) : null}
            <p className={discount !== null ? `${styles.price} ${styles.discounted}` : styles.price}>
              {t('product.from', {
                price: discount !== null ? formatPrice(discount, locale, offer.currency) : original,
              })}
            </p>
            <p className={styles.perPerson}>{t('modules.productCard.perPerson')}</p>
          </div>
          {offer.bookingUrl ? (
            <ContentLink
              href={offer.bookingUrl}
              newTab={product.external || !isSitePath(offer.bookingUrl)}
              t={t}
              action="main"
              className={styles.book}
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
