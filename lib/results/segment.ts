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
  return `q${text === '' ? '' : toBase64Url(text)}`;
}

/** The query string a state segment carries; an unreadable segment reads as the default state. */
export function queryOfStateSegment(segment: string): URLSearchParams {
  if (!STATE_SEGMENT.test(segment)) return new URLSearchParams();
  try {
    return new URLSearchParams(fromBase64Url(segment.slice(1)));
  } catch {
    return new URLSearchParams();
  }
}

// base64url (RFC 4648, no padding) with the web platform's btoa/atob, which Node has too: this module reaches the
// browser through the route table, and Node's Buffer there brought a 22 KB polyfill into every page's first load.

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** Throws on a length no base64 text has. */
function fromBase64Url(text: string): string {
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
}

/** The characters of a state segment after its `q` (base64url). */
export const STATE_SEGMENT_TEXT = '[A-Za-z0-9_-]';
export const STATE_SEGMENT = new RegExp(`^q${STATE_SEGMENT_TEXT}{0,4000}$`);
