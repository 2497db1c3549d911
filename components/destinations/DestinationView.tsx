import { Breadcrumb } from '@/components/breadcrumb/Breadcrumb';
import { IntentLink } from '@/components/content-link/IntentLink.client';
import { ContentImage } from '@/components/content-image/ContentImage';
import { Markdown } from '@/components/markdown/Markdown';
import { ProductCard } from '@/components/product-card/ProductCard';
import type { ProductCardData } from '@/lib/content/product-card';
import type { Crumb, DestinationKind, PlaceLink } from '@/lib/content/destination-pages';
import type { Destination } from '@/lib/content/destinations';
import type { Locale } from '@/lib/i18n/locales';
import type { Translate } from '@/lib/i18n/translate';
import { hrefFor } from '@/lib/routes/href';
import { DestinationImage } from './DestinationImage';

export type DestinationViewProps = {
  locale: Locale;
  t: Translate;
  kind: DestinationKind;
  destination: Destination;
  /** The ancestors, from the continent down to the parent; the destinations index leads them. */
  crumbs: Crumb[];
  packages: ProductCardData[];
  /** The results page of the country it is or is in. */
  results: { href: string; country: string } | null;
  groups: PlaceLink[];
  countries: { items: PlaceLink[]; total: number };
  cities: PlaceLink[];
  similar: PlaceLink[];
};

/**
 * A destination's page (continent, superarea, area, country or city): the
 * breadcrumb back up the hierarchy, its name, photo and description, the
 * packages sold for it in the visitor's market, the places inside it and
 * similar places. Server-rendered, no JavaScript of its own.
 */
export function DestinationView({
  locale,
  t,
  kind,
  destination,
  crumbs,
  packages,
  results,
  groups,
  countries,
  cities,
  similar,
}: DestinationViewProps) {
  const name = destination.name;
  return (
    <article
      className="mx-auto flex max-w-7xl flex-col gap-12 px-4 pt-6 pb-16"
      data-testid="destination-detail"
      data-kind={kind}
    >
      <header className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="flex min-w-0 flex-col gap-4">
          <Breadcrumb
            label={t('destination.breadcrumb')}
            crumbs={[{ name: t('screens.destinations.title'), href: hrefFor(locale, 'destinations', {}) }, ...crumbs]}
            current={name}
          />
          <h1 className="text-3xl font-bold text-neutral-900 md:text-4xl">{name}</h1>
          {destination.description ? (
            <Markdown source={destination.description} t={t} className="text-lg leading-relaxed text-neutral-700" />
          ) : null}
          {results ? (
            <p>
              <IntentLink
                href={results.href}
                data-action="main"
                className="inline-flex min-h-11 items-center rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                {t('destination.allPackages', { country: results.country })}
              </IntentLink>
            </p>
          ) : null}
        </div>
        {destination.photo ? (
          <DestinationImage
            photo={destination.photo}
            sizes="(min-width: 1024px) 50vw, 100vw"
            preload
            className="rounded-xl"
          />
        ) : null}
      </header>

      <section aria-labelledby="destination-packages" className="flex flex-col gap-4">
        <h2 id="destination-packages" className="text-2xl font-bold">
          {t('destination.packages', { name })}
        </h2>
        {packages.length > 0 ? (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {packages.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} context={{ locale, t }} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-neutral-700">{t('destination.noPackages', { name })}</p>
        )}
      </section>

      <PlaceList id="destination-groups" title={t('destination.groups', { name })} places={groups} />
      <PlaceList
        id="destination-countries"
        title={t('destination.countries', { name })}
        places={countries.items}
        note={
          countries.total > countries.items.length
            ? t('destination.shownOf', { shown: countries.items.length, total: countries.total })
            : null
        }
      />
      <PlaceList id="destination-cities" title={t('destination.cities', { name })} places={cities} />
      <PlaceList id="destination-similar" title={t('destination.similar')} places={similar} />
    </article>
  );
}

/** Places as links with their thumbnail; nothing when there are none. */
export function PlaceList({
  id,
  title,
  places,
  note = null,
}: {
  id: string;
  title: string;
  places: PlaceLink[];
  note?: string | null;
}) {
  if (places.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {places.map((place) => (
          <li key={place.id}>
            <IntentLink
              href={place.href}
              className="flex min-h-14 items-center gap-3 rounded-xl border border-neutral-200 p-2 font-semibold hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {place.photo ? (
                <ContentImage
                  photo={place.photo}
                  alt=""
                  width={80}
                  height={80}
                  sizes="40px"
                  className="size-10 shrink-0 rounded-lg object-cover"
                />
              ) : null}
              <span className="min-w-0">{place.name}</span>
            </IntentLink>
          </li>
        ))}
      </ul>
      {note ? <p className="text-sm text-neutral-600">{note}</p> : null}
    </section>
  );
}
