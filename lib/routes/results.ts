import { resultsStateSegment, STATE_SEGMENT_TEXT } from '@/lib/results/segment';
import { isResultsScreen, resultsScreens } from './results-screens';
import { folderTemplate, type ScreenId } from './table';

export { isResultsPath, isResultsScreen, resultsScreens, type ResultsScreen } from './results-screens';

/** The parameters of a screen's route folder: a results screen's also carry its query string (`state`). */
export function folderParams(screen: ScreenId, params: Record<string, string>, search: string): Record<string, string> {
  return isResultsScreen(screen) ? { ...params, state: resultsStateSegment(search) } : params;
}

/**
 * A page cache key's (or a route folder path's) ending when it holds a visitor's filter state: a results
 * folder (`/en/results/all/q...`) with a state segment that is not the empty one. Derived from the folder
 * templates, so the page cache can let those go first (lib/cache/page-handler.mjs).
 */
export const queryStatePage = new RegExp(
  `/[a-z]{2}/(?:${resultsScreens
    .map((screen) =>
      folderTemplate(screen)
        .replace(/\{state\}/, `q${STATE_SEGMENT_TEXT}+`)
        .replace(/\{[a-z]+\}/gi, '[^/]+'),
    )
    .join('|')})$`,
);
