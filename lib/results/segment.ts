import { MAX_LIST_VALUES, resultsKeys } from './query';

/**
 * A results request's query as one path segment of the route folder: `q`
 * followed by the base64url of the results keys only, in a fixed order,
 * values as given. The proxy rewrites `/en/results/packages/?min=500` to
 * `/en/results/all/q.../`, so the page is rendered once per state and served
 * from the cache, like any other path; tracking parameters do not create
 * copies. Values keep their raw form so the page can say what it ignored.
 */
export function resultsStateSegment(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of resultsKeys) {
    for (const value of params.getAll(key).slice(0, MAX_LIST_VALUES + 1)) kept.append(key, value.slice(0, 200));
  }
  const text = kept.toString();
  return `q${text === '' ? '' : Buffer.from(text, 'utf8').toString('base64url')}`;
}

/** The query string a state segment carries; an unreadable segment reads as the default state. */
export function queryOfStateSegment(segment: string): URLSearchParams {
  if (!STATE_SEGMENT.test(segment)) return new URLSearchParams();
  return new URLSearchParams(Buffer.from(segment.slice(1), 'base64url').toString('utf8'));
}

/** The characters of a state segment after its `q` (base64url). */
export const STATE_SEGMENT_TEXT = '[A-Za-z0-9_-]';
export const STATE_SEGMENT = new RegExp(`^q${STATE_SEGMENT_TEXT}{0,4000}$`);
