import type { ResultsView } from './filter';
import { resultsQuery, type ResultsNotice, type ResultsState } from './query';

/**
 * The one address of what a results request shows: every filter
 * state the proxy sees is a page of its own in the page cache, so a request
 * the filters could not have made (an unknown slug, text where a number goes,
 * a budget that excludes nothing, a page past the last, a value spelt another
 * way) is sent to the state it comes to rather than rendered and kept again.
 * What was changed travels in the address's fragment, which no server sees,
 * and the page's notice reads it there (components/results/ResultsNotices.client.tsx).
 */

/** The state a view shows, without budget bounds that exclude nothing in its scope. */
export function canonicalState(view: Pick<ResultsView, 'state' | 'priceRange'>): ResultsState {
  const { state, priceRange } = view;
  const range = priceRange ?? { min: Number.NEGATIVE_INFINITY, max: Number.POSITIVE_INFINITY };
  return {
    ...state,
    min: state.min !== null && state.min <= range.min ? null : state.min,
    max: state.max !== null && state.max >= range.max ? null : state.max,
  };
}

/**
 * Where a results request should go instead, or null when it is already its state's one address: the canonical
 * query, and the notices as a fragment (`#ignored=max%3Dabc&swapped&page=3`).
 * @param asked the results keys of the request as the proxy kept them (lib/results/segment.ts), `?`-less
 */
export function canonicalRedirect(
  asked: URLSearchParams,
  view: Pick<ResultsView, 'state' | 'priceRange' | 'notices'>,
): string | null {
  const query = resultsQuery(canonicalState(view));
  const given = asked.toString();
  if (query === (given === '' ? '' : `?${given}`)) return null;
  const fragment = noticesFragment(view.notices);
  return `${query}${fragment === '' ? '' : `#${fragment}`}`;
}

/** The notices as a fragment's text ('' for none). */
export function noticesFragment(notices: readonly ResultsNotice[]): string {
  const params = new URLSearchParams();
  for (const notice of notices) {
    if (notice.kind === 'ignored') for (const value of notice.values) params.append('ignored', value);
    else if (notice.kind === 'budgetSwapped') params.append('swapped', '');
    else params.append('page', String(notice.page));
  }
  return params.toString().replace(/=(?=&|$)/g, '');
}

/** The notices an address's fragment carries (`location.hash`, with or without its `#`); nothing else in it counts. */
export function noticesOfFragment(hash: string): ResultsNotice[] {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const notices: ResultsNotice[] = [];
  const ignored = params
    .getAll('ignored')
    .filter((value) => value !== '')
    .slice(0, 30)
    .map((value) => (value.length > 60 ? `${value.slice(0, 60)}…` : value));
  if (ignored.length > 0) notices.push({ kind: 'ignored', values: ignored });
  if (params.has('swapped')) notices.push({ kind: 'budgetSwapped' });
  const page = Number(params.get('page'));
  if (params.has('page') && Number.isInteger(page) && page >= 1) notices.push({ kind: 'pageClamped', page });
  return notices;
}
