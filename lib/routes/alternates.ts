import { locales, type Locale } from '@/lib/i18n/locales';
import { hrefFor } from './href';
import { isContentScreen, type ScreenId } from './table';

/**
 * The same screen in each language: the language switcher's targets and the
 * page's hreflang alternates. Screens with no equivalent elsewhere (the 404
 * page; generic pages, whose per-language slugs only the CMS knows) lead to
 * each language's home page.
 */
export function equivalentHrefs(screen: ScreenId, params: Readonly<Record<string, string>>): Record<Locale, string> {
  const hasEquivalent = screen !== 'notFound' && !isContentScreen(screen);
  return Object.fromEntries(
    locales.map((locale) => [locale, hasEquivalent ? hrefFor(locale, screen, params) : hrefFor(locale, 'home', {})]),
  ) as Record<Locale, string>;
}
