import { notFound, permanentRedirect } from 'next/navigation';
import type { ScreenContent, ScreenOptions } from '@/screens/frame/screen-route';
import { productCardSchema, type ProductCardData } from '@/lib/content/product-card';
import {
  citiesOf,
  destinationAddress,
  destinationAlternates,
  packagesFor,
  regionPlaces,
  similarPlaces,
  type DestinationScreen,
} from '@/lib/content/destination-pages';
import { listContinents } from '@/lib/content/destinations';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/server';
import { hrefFor } from '@/lib/routes/href';
import { JsonLd } from '@/components/structured-data/JsonLd';
import { homeCrumb, siteUrl } from '@/components/structured-data/page-data';
import { breadcrumbList } from '@/lib/structured-data/breadcrumbs';
import { packageItemList } from '@/lib/structured-data/products';
import { DestinationGrid } from '@/components/destinations/DestinationGrid';
import { DestinationView } from '@/components/destinations/DestinationView';

/** The destinations index: every continent of the CMS. */
export const destinationsIndex: ScreenContent = async ({ locale }) => {
  const t = getTranslator(locale);
  const trail = [
    homeCrumb(locale, t),
    { name: t('screens.destinations.title'), href: hrefFor(locale, 'destinations', {}) },
  ];
  return (
    <>
      <JsonLd data={breadcrumbList(siteUrl(), trail)} />
      <DestinationGrid locale={locale} destinations={await listContinents(locale)} />
    </>
  );
};

/** Packages the card can show; one the CMS left incomplete is left out rather than break the page. */
function cards(products: readonly unknown[]): ProductCardData[] {
  return products.flatMap((product) => {
    const parsed = productCardSchema.safeParse(product);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * A destination detail screen. The proxy has already answered unknown ids
 * (404) and other languages' slugs (308); this checks again, in case the CMS
 * changed in between.
 */
export function destinationContent(screen: DestinationScreen): ScreenContent {
  return async function destinationScreen({ locale, params }) {
    const address = await destinationAddress(screen, locale, params);
    if (address.status === 'moved') permanentRedirect(address.location);
    if (address.status === 'missing') notFound();
    const { page } = address;
    const t = getTranslator(locale);
    const region = page.kind === 'continent' || page.kind === 'superarea';
    const [packages, places, cities, similar] = await Promise.all([
      packagesFor(locale, page.destination.slug),
      region ? regionPlaces(locale, page) : null,
      page.kind === 'country' ? citiesOf(locale, page) : [],
      similarPlaces(locale, page),
    ]);
    const shown = cards(packages);
    const path = hrefFor(locale, screen, params);
    // The same trail as the visible breadcrumb, from home, ending with this place; and the packages the page lists.
    const trail = [
      homeCrumb(locale, t),
      { name: t('screens.destinations.title'), href: hrefFor(locale, 'destinations', {}) },
      ...page.crumbs,
      { name: page.destination.name, href: path },
    ];
    return (
      <>
        <JsonLd data={breadcrumbList(siteUrl(), trail)} />
        <JsonLd data={packageItemList(siteUrl(), locale, shown, path)} />
        <DestinationView
          locale={locale}
          t={t}
          kind={page.kind}
          destination={page.destination}
          crumbs={page.crumbs}
          packages={shown}
          results={
            page.country
              ? {
                  href: hrefFor(locale, 'packageResultsByCountry', { country: page.country.slug }),
                  country: page.country.name,
                }
              : null
          }
          groups={places?.groups ?? []}
          countries={{ items: places?.countries ?? [], total: places?.countriesTotal ?? 0 }}
          cities={cities}
          similar={similar}
        />
      </>
    );
  };
}

/** Each language's own slugs for the alternates, and the destination's name in the SEO title. */
export function destinationOptions(screen: DestinationScreen): ScreenOptions {
  const nameParam = { destinationByContinent: 'continent', destinationByCountry: 'country', destinationByCity: 'city' }[
    screen
  ];
  // The destination the address names, for the SEO title and the share card (the page itself answers the other cases).
  const found = async ({ locale, params }: { locale: Locale; params: Record<string, string> }) => {
    const address = await destinationAddress(screen, locale, params);
    return address.status === 'found' ? address.page.destination : null;
  };
  return {
    ownHeading: true,
    alternates: ({ params }) => destinationAlternates(screen, params.id ?? ''),
    titleParams: async (resolved) => {
      const destination = await found(resolved);
      return destination ? { [nameParam]: destination.name } : null;
    },
    share: async ({ locale, params }) => {
      const address = await destinationAddress(screen, locale, params);
      if (address.status !== 'found') return null;
      const { destination, seo } = address.page;
      return { description: destination.description, photo: destination.photo, seo };
    },
  };
}
