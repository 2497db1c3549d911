import 'server-only';
import { AiSearchSpellingsDocument } from '@/codegen/generated/graphql';
import { toContentfulLocale } from '@/lib/content/model';
import { loadResultsCatalog, translatedSlugs } from '@/lib/content/results';
import { queryContent } from '@/lib/content/server';
import { locales, type Locale } from '@/lib/i18n/locales';
import { buildSearchData, type AiSearchData, type PlaceSpellings } from './data';

/** Every destination's other spellings in one language. */
async function loadSpellings(locale: Locale): Promise<PlaceSpellings[]> {
  const data = await queryContent(AiSearchSpellingsDocument, { locale: toContentfulLocale(locale) });
  return [
    data.continentCollection,
    data.superareaCollection,
    data.countryCollection,
    data.areaCollection,
    data.cityCollection,
  ].flatMap((collection) =>
    (collection?.items ?? []).flatMap((item) =>
      item?.slug && item.spelling?.length
        ? [{ slug: item.slug, spellings: item.spelling.filter((text): text is string => typeof text === 'string') }]
        : [],
    ),
  );
}

/**
 * The embedded engine's data for a market, from the CMS through the results
 * page's own loaders (cached and purged with them): the catalogue of every
 * language, for the names, and the slug translations into the market's.
 */
export async function loadSearchData(locale: Locale): Promise<AiSearchData> {
  const [catalogs, spellings, toMarket, toEnglish] = await Promise.all([
    Promise.all(locales.map(loadResultsCatalog)),
    Promise.all(locales.map(loadSpellings)),
    Promise.all(locales.map((other) => translatedSlugs(other, locale))),
    translatedSlugs(locale, 'en'),
  ]);
  const byLocale = <T>(list: T[]) =>
    Object.fromEntries(locales.map((other, index) => [other, list[index]!])) as Record<Locale, T>;
  return buildSearchData(locale, {
    catalogs: byLocale(catalogs),
    spellings: byLocale(spellings),
    toMarket: byLocale(toMarket),
    toEnglish,
  });
}
