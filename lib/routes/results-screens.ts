import { isLocale } from '@/lib/i18n/locales';
import { routeTable, type ScreenId } from './table';

// Apart from ./results.ts (state segments, cache keys): the shell's client store asks isResultsPath on every page, and
// the results state's code would come with it into every page's first load.

/** The results screens: navigating to one keeps the search bar and page data (SPEC section 4). */
export const resultsScreens = ['packageResults', 'packageResultsByCountry'] as const satisfies readonly ScreenId[];

/** Whether a path (`/it/risultati/pacchetti/italia/`) is one of the results screens, in its language. */
export function isResultsPath(path: string): boolean {
  const [locale, ...rest] = path.split('/').filter(Boolean);
  if (!locale || !isLocale(locale)) return false;
  const segments = rest.join('/');
  return resultsScreens.some((screen) => {
    const fixed = routeTable[screen][locale].split('/{')[0] ?? '';
    return segments === fixed || segments.startsWith(`${fixed}/`);
  });
}

export type ResultsScreen = (typeof resultsScreens)[number];

export function isResultsScreen(screen: ScreenId): screen is ResultsScreen {
  return (resultsScreens as readonly ScreenId[]).includes(screen);
}
