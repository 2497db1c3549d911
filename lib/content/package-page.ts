import 'server-only';
import { PackageBySlugDocument, PackageSlugsDocument } from '@/codegen/generated/graphql';
import { locales, type Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import type { Crumb } from './destination-pages';
import { marketOf } from './markets';
import { limits, toContentfulLocale } from './model';
import { packagePage, type PackagePage } from './package-shape';
import type { ProductCardData } from './product-card';
import { loadResultsCatalog, placeTrail } from './results';
import { queryContent, type ContentQueryOptions } from './server';

export type { PackagePage } from './package-shape';

/**
 * The package at `/{locale}/packages/{slug}/` as a visitor of the language's market sees it, or null
 * (the 404 page): no package has that slug in this language, or it is hidden, or not sold there.
 */
export async function loadPackage(
  locale: Locale,
  slug: string,
  options: ContentQueryOptions = {},
): Promise<PackagePage | null> {
  const market = marketOf(locale);
  const data = await queryContent(
    PackageBySlugDocument,
    { locale: toContentfulLocale(locale), slug, market: market.iso },
    options,
  );
  return packagePage(data.packageCollection?.items[0], market);
}

/** The package's address in each language from its slugs (entry-addresses.ts keeps those whose market sells it). */
export async function loadPackageAlternates(
  id: string,
  options: ContentQueryOptions = {},
): Promise<Partial<Record<Locale, string>>> {
  const data = await queryContent(PackageSlugsDocument, { id }, options);
  const alternates: Partial<Record<Locale, string>> = {};
  for (const locale of locales) {
    const slug = data.package?.[locale];
    if (slug) alternates[locale] = hrefFor(locale, 'packageDetail', { package: slug });
  }
  return alternates;
}

/**
 * The breadcrumbs between home and the package: the continent, country and city of its first destination,
 * each to its destination page in this language.
 */
export async function packageTrail(
  locale: Locale,
  pkg: PackagePage,
  options: ContentQueryOptions = {},
): Promise<Crumb[]> {
  const first = pkg.destinationIds[0];
  if (!first) return [];
  const trail = await placeTrail(locale, first, options);
  const continent = trail.find((place) => place.kind === 'continent');
  const country = trail.find((place) => place.kind === 'country');
  return trail.flatMap((place): Crumb[] => {
    if (place.kind === 'continent')
      return [
        { name: place.name, href: hrefFor(locale, 'destinationByContinent', { continent: place.slug, id: place.id }) },
      ];
    if (!continent) return [];
    if (place.kind === 'country') {
      return [
        {
          name: place.name,
          href: hrefFor(locale, 'destinationByCountry', {
            continent: continent.slug,
            country: place.slug,
            id: place.id,
          }),
        },
      ];
    }
    return country
      ? [
          {
            name: place.name,
            href: hrefFor(locale, 'destinationByCity', {
              continent: continent.slug,
              country: country.slug,
              city: place.slug,
              id: place.id,
            }),
          },
        ]
      : [];
  });
}

/**
 * Up to `limits.similarPackages` other packages sold in the market that go to one of its countries or
 * share one of its categories: those sharing both first, then a country, then a category, the
 * spotlighted ones first within each, then by name.
 */
export async function similarPackages(locale: Locale, pkg: PackagePage): Promise<ProductCardData[]> {
  const { products } = await loadResultsCatalog(locale);
  const self = products.find((product) => product.card.id === pkg.id);
  const countries = new Set(self?.countries ?? []);
  const categories = new Set(
    self?.categories ?? pkg.categories.flatMap((category) => (category.slug ? [category.slug] : [])),
  );
  const scored = products.flatMap((product) => {
    if (product.card.id === pkg.id || !product.card.slug) return [];
    const score =
      (product.countries.some((country) => countries.has(country)) ? 2 : 0) +
      (product.categories.some((category) => categories.has(category)) ? 1 : 0);
    return score > 0 ? [{ product, score }] : [];
  });
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      Number(b.product.card.outstanding) - Number(a.product.card.outstanding) ||
      a.product.card.name.localeCompare(b.product.card.name, locale),
  );
  return scored.slice(0, limits.similarPackages).map(({ product }) => product.card);
}
