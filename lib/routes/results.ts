import { isLocale } from '@/lib/i18n/locales';
import { routeTable, type ScreenId } from './table';

/** The results screens: navigating to one keeps the search bar and page data (SPEC section 4). */
const resultsScreens = ['packageResults', 'packageResultsByCountry'] as const satisfies readonly ScreenId[];

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
