import { type Locale } from '@/lib/i18n/locales';

/** One value per site language: English, Italian, European Portuguese, Spanish. */
export type Localized<T = string> = Readonly<Record<Locale, T>>;

/** Shorthand for writing the four translations in the order en, it, pt, es. */
export function l(en: string, it: string, pt: string, es: string): Localized {
  return { en, it, pt, es };
}

/** Lists (tags, spellings) per language, in the order en, it, pt, es. */
export function ll(
  en: readonly string[],
  it: readonly string[],
  pt: readonly string[],
  es: readonly string[],
): Localized<readonly string[]> {
  return { en, it, pt, es };
}

/** The same text in every language (proper names that are not translated). */
export function same(text: string): Localized {
  return { en: text, it: text, pt: text, es: text };
}

/** Maps each translation. */
export function mapLocalized<T, U>(value: Localized<T>, map: (item: T, locale: Locale) => U): Localized<U> {
  return { en: map(value.en, 'en'), it: map(value.it, 'it'), pt: map(value.pt, 'pt'), es: map(value.es, 'es') };
}

/**
 * A URL slug the way an editor writes one from a title: accents dropped,
 * lower case, words joined by single hyphens ("Città del Capo" ->
 * "citta-del-capo"). An English apostrophe disappears ("India's" -> "indias");
 * in the Romance languages it separates words ("d'Italia" -> "d-italia").
 */
export function slugify(text: string, locale: Locale = 'en'): string {
  return text
    .replace(/['’]/g, locale === 'en' ? '' : ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[øØ]/g, 'o')
    .replace(/[ðÐ]/g, 'd')
    .replace(/[þÞ]/g, 'th')
    .replace(/[æÆ]/g, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Slugs per language from the names, with per-language overrides where an editor would shorten one. */
export function slugsOf(name: Localized, overrides: Partial<Record<Locale, string>> = {}): Localized {
  return mapLocalized(name, (text, locale) => overrides[locale] ?? slugify(text, locale));
}
