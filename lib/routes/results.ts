import { isLocale } from '@/lib/i18n/locales';
import { resultsStateSegment } from '@/lib/results/segment';
import { routeTable, type ScreenId } from './table';

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

/** The parameters of a screen's route folder: a results screen's also carry its query string (`state`). */
export function folderParams(screen: ScreenId, params: Record<string, string>, search: string): Record<string, string> {
  return isResultsScreen(screen) ? { ...params, state: resultsStateSegment(search) } : params;
}
