import { isLocale } from '@/lib/i18n/locales';
import { resultsStateSegment, STATE_SEGMENT_TEXT } from '@/lib/results/segment';
import { folderTemplate, routeTable, type ScreenId } from './table';

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

/**
 * A page cache key's (or a route folder path's) ending when it holds a visitor's filter state: a results
 * folder (`/en/results/all/q...`) with a state segment that is not the empty one. Derived from the folder
 * templates, so the page cache can let those go first (lib/cache/page-handler.mjs, issue 30).
 */
export const queryStatePage = new RegExp(
  `/[a-z]{2}/(?:${resultsScreens
    .map((screen) => folderTemplate(screen).replace(/\{state\}/, `q${STATE_SEGMENT_TEXT}+`).replace(/\{[a-z]+\}/gi, '[^/]+'))
    .join('|')})$`,
);
