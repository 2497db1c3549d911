import type { ReactNode } from 'react';
import { ContentImage } from '@/components/content-image/ContentImage';
import { ContentLink, isSitePath } from '@/components/content-link/ContentLink';
import { TripAnchor } from '@/components/content-link/TripAnchor.client';
import { Breadcrumb } from '@/components/breadcrumb/Breadcrumb';
import { RichText } from '@/components/rich-text/RichText';
import type { Crumb } from '@/lib/content/destination-pages';
import { formatPrice } from '@/lib/content/markets';
import { departureMonths } from '@/lib/content/model';
import type { Named, PackagePage } from '@/lib/content/package-shape';
import type { ProductCardData } from '@/lib/content/product-card';
import type { Locale } from '@/lib/i18n/locales';
import { monthNames } from '@/lib/i18n/months';
import type { Translate } from '@/lib/i18n/translate';
import { hrefFor } from '@/lib/routes/href';
import { packageHref } from '@/lib/routes/package-href';
import styles from './PackageView.module.css';

export type PackageViewProps = {
  locale: Locale;
  t: Translate;
  pkg: PackagePage;
  /** Continent, country, city of its first destination (lib/content/package-page.ts, packageTrail). */
  crumbs: Crumb[];
  similar: ProductCardData[];
  /** The day-by-day itinerary, rendered through the registry by the screen (the journey-day module). */
  itinerary?: ReactNode;
  /** "Ask about this trip": the enquiry form (components/package-enquiry), a section with the id ENQUIRY_ANCHOR. */
  enquiry?: ReactNode;
};

/** The id of the enquiry section: the price box's "Ask about this trip" leads there. */
export const ENQUIRY_ANCHOR = 'enquiry';

const SECTION = 'flex flex-col gap-4';
/** A similar trip's photo: the spec's thumbnail size (SPEC section 9: 80x80). */
const THUMBNAIL = 80;
/** A gallery photo's largest rendition, 3:2. */
const GALLERY_WIDTH = 640;
const GALLERY_HEIGHT = 427;
const HEADING = 'text-2xl font-bold text-neutral-900';

function Tags({ label, items }: { label: string; items: Named[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <dt className={styles.term}>{label}</dt>
      <dd>
        <ul className="mt-1 flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item.slug ?? item.name} className={styles.tag}>
              {item.name}
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}

function Checklist({
  id,
  title,
  items,
  mark,
}: {
  id: string;
  title: string;
  items: readonly string[];
  mark: 'yes' | 'no';
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      <ul className="flex flex-col gap-2">
        {items.map((item, index) => (
          <li key={index} className={styles.check}>
            <span aria-hidden="true" className={mark === 'yes' ? styles.yes : styles.no}>
              {mark === 'yes' ? '✓' : '✕'}
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The from-price of the visitor's market (the original struck through when discounted), its basis and the two actions. */
function PriceBox({ locale, t, pkg }: { locale: Locale; t: Translate; pkg: PackagePage }) {
  const { offer } = pkg.card;
  const discount = offer.priceWithDiscount;
  const original = formatPrice(offer.price, locale, offer.currency);
  return (
    <section aria-labelledby="package-price" className={styles.priceBox}>
      <h2 id="package-price" className="sr-only">
        {t('packagePage.price')}
      </h2>
      <div>
        {discount !== null ? (
          <p className="text-neutral-600">
            <span className="sr-only">{t('modules.productCard.originalPrice', { price: original })}</span>
            <s aria-hidden="true">{original}</s>
          </p>
        ) : null}
        <p
          className={discount !== null ? 'text-3xl font-bold text-red-700' : 'text-3xl font-bold text-neutral-900'}
          data-testid="package-price"
        >
          {t('product.from', { price: discount !== null ? formatPrice(discount, locale, offer.currency) : original })}
        </p>
        <p className="text-sm text-neutral-700" data-testid="package-price-basis">
          {pkg.priceBasis ?? t('packagePage.priceBasis')}
        </p>
      </div>
      {offer.bookingUrl ? (
        <ContentLink
          href={offer.bookingUrl}
          newTab={pkg.card.external || !isSitePath(offer.bookingUrl)}
          t={t}
          action="main"
          anchor={TripAnchor}
          className={`${styles.action} ${styles.book}`}
        >
          {t('packagePage.book')}
        </ContentLink>
      ) : null}
      <a href={`#${ENQUIRY_ANCHOR}`} className={`${styles.action} ${styles.ask}`}>
        {t('packagePage.ask')}
      </a>
    </section>
  );
}

/**
 * A similar trip: its thumbnail, name, length and from-price in the market as one link to its page (its accessible
 * name is all it shows, the trip's name first, so what a voice user reads out names it). A compact row rather than a product card (no inclusions, no booking link): the visitor compares, then opens
 * the one they like; six card-sized photos with their srcsets weighed 6 KB of the page's HTML and payload.
 */
function SimilarTrip({ locale, t, product }: { locale: Locale; t: Translate; product: ProductCardData }) {
  const href = packageHref(locale, product.slug);
  const price = formatPrice(product.offer.priceWithDiscount ?? product.offer.price, locale, product.offer.currency);
  const body = (
    <>
      <ContentImage photo={product.photo} alt="" width={THUMBNAIL} height={THUMBNAIL} className={styles.tripPhoto} />
      <div className="min-w-0">
        <h3 className={styles.tripName}>{product.name}</h3>
        <p className={styles.tripFacts}>
          {[product.numberOfDays ? t('product.days', { n: product.numberOfDays }) : null, t('product.from', { price })]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
    </>
  );
  return href ? (
    <a href={href} className={styles.trip}>
      {body}
    </a>
  ) : (
    <div className={styles.trip}>{body}</div>
  );
}

/**
 * A package's own page, phones first: the trail up the destination hierarchy, the name and the
 * facts, the photo, then the price box (beside photo and story from a laptop up, sticky), the description, the
 * gallery, the itinerary, what is and is not included, the extra information, the enquiry form and similar
 * trips. Server-rendered; the only JavaScript of its own is the enquiry form's, loaded on first use.
 */
export function PackageView({ locale, t, pkg, crumbs, similar, itinerary, enquiry }: PackageViewProps) {
  const { card } = pkg;
  const months = monthNames(locale);
  const departures =
    pkg.months.length === 0
      ? t('packagePage.allYear')
      : pkg.months.map((month) => months[departureMonths.indexOf(month)]).join(', ');
  const duration = [
    card.numberOfDays ? t('product.days', { n: card.numberOfDays }) : null,
    card.numberOfNights ? t('product.nights', { n: card.numberOfNights }) : null,
  ]
    .filter((part) => part !== null)
    .join(' · ');
  return (
    <article className="mx-auto flex max-w-7xl flex-col gap-10 px-4 pt-6 pb-16" data-testid="package-detail">
      <header className="flex flex-col gap-4">
        <Breadcrumb
          label={t('packagePage.breadcrumb')}
          crumbs={[{ name: t('screens.destinations.title'), href: hrefFor(locale, 'destinations', {}) }, ...crumbs]}
          current={pkg.name}
        />
        <h1 className="text-3xl font-bold text-neutral-900 md:text-4xl">{pkg.name}</h1>
        {card.recommended ? (
          <p className="w-fit rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            {t('product.bestChoice')}
          </p>
        ) : null}
      </header>

      {/* Phones: photo, price, story. From a laptop up the price box stands beside both, sticky. */}
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <ContentImage
            photo={card.photo}
            alt={card.photo.title ?? ''}
            width={850}
            height={650}
            sizes="(min-width: 1280px) 820px, (min-width: 1024px) 64vw, 100vw"
            preload
            className="h-auto w-full rounded-xl object-cover"
          />
        </div>

        <aside className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <PriceBox locale={locale} t={t} pkg={pkg} />
        </aside>

        <div className="flex min-w-0 flex-col gap-10 lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="package-overview" className={SECTION}>
            <h2 id="package-overview" className={HEADING}>
              {t('packagePage.overview')}
            </h2>
            {card.shortDescription ? (
              <p className="text-lg leading-relaxed text-neutral-700">{card.shortDescription}</p>
            ) : null}
            <dl className="grid gap-4 sm:grid-cols-2">
              {duration ? (
                <div>
                  <dt className={styles.term}>{t('packagePage.duration')}</dt>
                  <dd>{duration}</dd>
                </div>
              ) : null}
              <div>
                <dt className={styles.term}>{t('packagePage.departures')}</dt>
                <dd data-testid="package-departures">{departures}</dd>
              </div>
              <Tags label={t('packagePage.categories')} items={pkg.categories} />
              <Tags label={t('packagePage.productTypes')} items={pkg.productTypes} />
              <Tags label={t('packagePage.thingsToDo')} items={pkg.thingsToDo} />
            </dl>
            {pkg.journeyHref ? (
              <p>
                <ContentLink
                  href={pkg.journeyHref}
                  t={t}
                  className="font-semibold text-brand underline underline-offset-4"
                >
                  {t('packagePage.journey')}
                </ContentLink>
              </p>
            ) : null}
          </section>

          {pkg.gallery.length > 0 ? (
            <section aria-labelledby="package-gallery" className={SECTION}>
              <h2 id="package-gallery" className={HEADING}>
                {t('packagePage.gallery')}
              </h2>
              <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
                {pkg.gallery.map((photo, index) => (
                  // The position, not the address: a key is in the page's payload, and an address is 130 characters.
                  <li key={index}>
                    <ContentImage
                      photo={{ url: photo.url, title: photo.alt }}
                      alt={photo.alt}
                      // Shown 270 px wide at most (half a phone, a third of a laptop's column): up to 640 px renditions
                      // cover a 2x screen, and the srcset of each photo stays three entries long.
                      width={GALLERY_WIDTH}
                      height={GALLERY_HEIGHT}
                      sizes="(min-width: 1024px) 270px, (min-width: 768px) 33vw, 50vw"
                      className={styles.photo}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {itinerary}

          {card.included.length > 0 || card.notIncluded.length > 0 ? (
            <div className="grid gap-6 sm:grid-cols-2">
              <Checklist id="package-included" title={t('packagePage.included')} items={card.included} mark="yes" />
              <Checklist
                id="package-not-included"
                title={t('packagePage.notIncluded')}
                items={card.notIncluded}
                mark="no"
              />
            </div>
          ) : null}

          {pkg.informationExtra ? (
            <section aria-labelledby="package-good-to-know" className={SECTION}>
              <h2 id="package-good-to-know" className={HEADING}>
                {t('packagePage.goodToKnow')}
              </h2>
              <RichText document={pkg.informationExtra} t={t} className="text-neutral-800" />
            </section>
          ) : null}

          {/* Its own section, with the id "Ask about this trip" leads to (ENQUIRY_ANCHOR). */}
          {enquiry}
        </div>
      </div>

      {similar.length > 0 ? (
        <section aria-labelledby="package-similar" className={SECTION}>
          <h2 id="package-similar" className={HEADING}>
            {t('packagePage.similar')}
          </h2>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {similar.map((product) => (
              <li key={product.id}>
                <SimilarTrip locale={locale} t={t} product={product} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
