import { locales, type Locale } from '@/lib/i18n/locales';
import { href, hrefFor } from '@/lib/routes/href';
import { type ScreenId, type ScreenParams } from '@/lib/routes/table';
import { type Localized } from './text';

/**
 * Links inside the seed content (banners, buttons, FAQ answers) are built
 * from the site's route table, so they are the paths the site serves in each
 * language (`/it/contattaci/`, `/pt/resultados/pacotes/italia/`, ...).
 */

function perLocale(build: (locale: Locale) => string): Localized {
  const [en, it, pt, es] = locales.map(build) as [string, string, string, string];
  return { en, it, pt, es };
}

/** A screen without parameters, in every language. */
export function screenPath(
  screen: 'home' | 'contact' | 'myBooking' | 'destinations' | 'packageResults' | 'aiTours',
): Localized {
  return perLocale((locale) => href(locale, screen));
}

type ScreenWithParams = Exclude<
  ScreenId,
  'home' | 'notFound' | 'contact' | 'myBooking' | 'destinations' | 'packageResults' | 'aiTours'
>;

/** A screen whose parameters differ per language (localized slugs). */
export function localizedPath<S extends ScreenWithParams>(
  screen: S,
  params: (locale: Locale) => ScreenParams<S>,
): Localized {
  return perLocale((locale) => hrefFor(locale, screen, params(locale)));
}

/** Package results for a country, by the country's slug in each language. */
export function resultsByCountry(countrySlugs: Localized): Localized {
  return localizedPath('packageResultsByCountry', (locale) => ({ country: countrySlugs[locale] }));
}

/** A special journey's page (the id is the entry id, the same in every language). */
export function journeyPath(id: string): Localized {
  return localizedPath('specialJourney', () => ({ id }));
}

/** An event landing, by its slug in each language. */
export function eventPath(slugs: Localized): Localized {
  return localizedPath('eventDetail', (locale) => ({ slug: slugs[locale] }));
}

/** A generic content page or subpage, by its slug (and its parent's) in each language. */
export function pagePath(slugs: Localized, parentSlugs?: Localized): Localized {
  return parentSlugs
    ? localizedPath('contentSubpage', (locale) => ({ page: parentSlugs[locale], subpage: slugs[locale] }))
    : localizedPath('contentPage', (locale) => ({ page: slugs[locale] }));
}
