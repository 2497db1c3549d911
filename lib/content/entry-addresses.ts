import 'server-only';
import { locales, type Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import { destinationAlternates, type DestinationScreen } from './destination-pages';
import { loadEvent, loadEventAlternates } from './events';
import { loadSpecialJourney } from './journeys';
import { loadPackage, loadPackageAlternates } from './package-page';
import { findPage, HOME_SLUG, loadPageAlternates } from './pages';
import type { ContentQueryOptions } from './server';

type Addresses = Partial<Record<Locale, string>>;

const destinationScreenOf: Record<string, DestinationScreen> = {
  Continent: 'destinationByContinent',
  Superarea: 'destinationByContinent',
  Area: 'destinationByContinent',
  Country: 'destinationByCountry',
  City: 'destinationByCity',
};

/** The GraphQL type names of the entries with an address of their own: those `entryAddressesOf` finds addresses for. */
export const addressedTypeNames: readonly string[] = [
  'Page',
  'Landing',
  'Package',
  'SpecialJourney',
  ...Object.keys(destinationScreenOf),
];

/**
 * An entry's address in each language where the site shows it, derived by
 * the route table from its slugs, then checked with the screen's own loader:
 * an address that would be the 404 page (a page, event or package not shown in that
 * language's market) is left out. The page's hreflang alternates and
 * language switcher (screens/page/cms-route.tsx) and a redirect to the entry
 * (lib/content/redirects.ts) use these.
 */
export async function entryAddressesOf(typename: string, id: string, options: ContentQueryOptions): Promise<Addresses> {
  const segments = (path: string) => path.split('/').filter(Boolean).slice(1);
  const shown = async (addresses: Addresses, check: (locale: Locale, path: string) => Promise<unknown>) => {
    const kept = await Promise.all(
      Object.entries(addresses).map(async ([locale, path]) =>
        (await check(locale as Locale, path)) ? [[locale, path]] : [],
      ),
    );
    return Object.fromEntries(kept.flat()) as Addresses;
  };
  if (typename === 'Page')
    return shown(await loadPageAlternates(id, options), (locale, path) =>
      findPage(locale, segments(path).length > 0 ? segments(path) : [HOME_SLUG], options),
    );
  if (typename === 'Landing')
    return shown(await loadEventAlternates(id, options), (locale, path) =>
      loadEvent(locale, segments(path).at(-1) ?? '', options),
    );
  if (typename === 'Package')
    return shown(await loadPackageAlternates(id, options), (locale, path) =>
      loadPackage(locale, segments(path).at(-1) ?? '', options),
    );
  if (typename === 'SpecialJourney') {
    const everywhere = Object.fromEntries(locales.map((locale) => [locale, hrefFor(locale, 'specialJourney', { id })]));
    return shown(everywhere, (locale) => loadSpecialJourney(locale, id, options));
  }
  const screen = destinationScreenOf[typename];
  return screen ? destinationAlternates(screen, id, options) : {};
}
