import { locales, type Locale } from '@/lib/i18n/locales';
import type { CatalogPlace, ResultsCatalog } from '@/lib/results/filter';
import { optionSynonyms } from './lexicon';
import { words } from './text';

/**
 * What the embedded engine knows about one market: its catalogue of packages
 * (what the results page lists) and a vocabulary built from the CMS: every
 * destination, thing to do and category under its names in the four
 * languages, each pointing at the market's slug. Built by a pure function
 * from the catalogues, so tests and the benchmark build it the way the site
 * does (./load.ts reads the catalogues through lib/content/results.ts).
 */
export type VocabularyField = 'place' | 'interest' | 'category';

export type VocabularyEntry = {
  field: VocabularyField;
  /** The slug in the market's language: what goes into the results' address. */
  slug: string;
  /** A place's kind and its country's slug (market language); null for options. */
  kind: CatalogPlace['kind'] | null;
  country: string | null;
  /** Each name as its words, folded (./text.ts). */
  phrases: string[][];
};

export type AiSearchData = {
  locale: Locale;
  catalog: ResultsCatalog;
  vocabulary: VocabularyEntry[];
  /** Names written in capitals ("US", "UAE", "SF"): they count only in capitals, "us" is a word. */
  acronyms: ReadonlySet<string>;
};

/** A destination's other spellings in one language (the CMS's `spelling` field), by its slug there. */
export type PlaceSpellings = { slug: string; spellings: readonly string[] };

/** A slug of one language in another: lib/content/results.ts `translatedSlugs`. */
export type SlugTranslation = (slug: string) => string;

export type SearchDataSources = {
  /** The catalogue of each language (the market's packages are those of `locale`). */
  catalogs: Record<Locale, ResultsCatalog>;
  /** Each language's slugs in the market's language. */
  toMarket: Record<Locale, SlugTranslation>;
  /** The market's slugs in English, which ./lexicon.ts keys its synonyms by. */
  toEnglish: SlugTranslation;
  /** Each language's other spellings of destinations. */
  spellings?: Partial<Record<Locale, readonly PlaceSpellings[]>>;
};

/** Articles a name may start with that visitors leave out ("Il Cairo", "L'Avana", "La Habana"). */
const ARTICLES = new Set(['the', 'il', 'lo', 'la', 'l', 'el', 'o', 'a', 'os', 'as', 'los', 'las']);

function phrasesOf(name: string): string[][] {
  const full = words(name);
  if (full.length === 0) return [];
  return full.length > 1 && ARTICLES.has(full[0]!) ? [full, full.slice(1)] : [full];
}

export function buildSearchData(
  locale: Locale,
  { catalogs, toMarket, toEnglish, spellings = {} }: SearchDataSources,
): AiSearchData {
  const entries = new Map<string, VocabularyEntry>();
  const keyOf = (field: VocabularyField, slug: string) => `${field}:${slug}`;
  const own = catalogs[locale];

  for (const place of own.places) {
    entries.set(keyOf('place', place.slug), {
      field: 'place',
      slug: place.slug,
      kind: place.kind,
      country: place.country,
      phrases: [],
    });
  }
  for (const [field, options] of [
    ['interest', own.interests],
    ['category', own.categories],
  ] as const) {
    for (const option of options)
      entries.set(keyOf(field, option.slug), { field, slug: option.slug, kind: null, country: null, phrases: [] });
  }

  const seen = new Set<string>();
  const acronyms = new Set<string>();
  const addName = (field: VocabularyField, slug: string, name: string) => {
    const entry = entries.get(keyOf(field, slug));
    if (!entry) return;
    for (const phrase of phrasesOf(name)) {
      const id = `${field}:${slug}:${phrase.join(' ')}`;
      if (seen.has(id)) continue;
      seen.add(id);
      entry.phrases.push(phrase);
    }
  };

  for (const other of locales) {
    const catalog = catalogs[other];
    const translate = toMarket[other];
    for (const place of catalog.places) addName('place', translate(place.slug), place.name);
    for (const option of catalog.interests) addName('interest', translate(option.slug), option.name);
    for (const option of catalog.categories) addName('category', translate(option.slug), option.name);
    for (const place of spellings[other] ?? []) {
      for (const spelling of place.spellings) {
        if (/^[A-Z. ]{2,5}$/.test(spelling.trim())) acronyms.add(words(spelling).join(''));
        addName(
          'place',
          translate(place.slug),
          /^[A-Z. ]{2,5}$/.test(spelling.trim()) ? words(spelling).join('') : spelling,
        );
      }
    }
  }
  for (const entry of entries.values()) {
    if (entry.field === 'place') continue;
    for (const synonym of optionSynonyms[toEnglish(entry.slug)] ?? []) addName(entry.field, entry.slug, synonym);
  }

  return {
    locale,
    catalog: own,
    vocabulary: [...entries.values()].filter((entry) => entry.phrases.length > 0),
    acronyms,
  };
}
