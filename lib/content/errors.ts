/**
 * Digest of a render that failed because the content service was unreachable.
 * Next keeps a thrown error's own digest, and the digest is all the client
 * error page learns of a server error: with it the page shows the 503
 * "technical issues" texts instead of a generic error.
 */
export const CONTENT_UNAVAILABLE_DIGEST = 'CONTENT_UNAVAILABLE';

/** The status an error page shows for an error with this digest: a content-service outage reads as the 503 page (technical issues, no home link), anything else as a 500. */
export function errorStatusOf(digest: string | undefined): 500 | 503 {
  return digest === CONTENT_UNAVAILABLE_DIGEST ? 503 : 500;
}

/** The content service could not be reached (or answered with a server error). */
export class ContentUnavailableError extends Error {
  readonly name = 'ContentUnavailableError';
  readonly digest = CONTENT_UNAVAILABLE_DIGEST;
}

/** The content service answered, but not with data the site can use: a plain 500, nothing technical shown. */
export class ContentQueryError extends Error {
  readonly name = 'ContentQueryError';
}
