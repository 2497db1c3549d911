import 'server-only';
import { CONTENT_UNAVAILABLE_DIGEST } from '@/lib/content/errors';

/** A server-side rendering error, kept so a developer can read its stack on the error page (showErrors). */
export type LoggedError = { digest?: string; message: string; stack?: string; path: string; at: string };

// Debugging aid only, not a record: a bounded buffer per process is enough, and losing it loses nothing a visitor needs.
const LIMIT = 50;
const KEY = Symbol.for('travel-site.recent-server-errors');

function buffer(): LoggedError[] {
  const scope = globalThis as typeof globalThis & { [KEY]?: LoggedError[] };
  scope[KEY] ??= [];
  return scope[KEY];
}

/**
 * Logs one structured line per failed request, with its path and the status the visitor got (503 for an
 * unavailable content service, the error page's 500 otherwise), and keeps the error for `findServerError`.
 * A content-service failure has a second line, `content_error`, naming the failing operation (lib/content/server.ts).
 */
export function recordServerError(entry: LoggedError): void {
  const errors = buffer();
  errors.push(entry);
  if (errors.length > LIMIT) errors.splice(0, errors.length - LIMIT);
  console.error(
    JSON.stringify({
      level: 'error',
      event: 'request_error',
      path: entry.path,
      status: entry.digest === CONTENT_UNAVAILABLE_DIGEST ? 503 : 500,
      digest: entry.digest,
      message: entry.message,
    }),
  );
}

export function findServerError(digest: string): LoggedError | undefined {
  return buffer().findLast((entry) => entry.digest === digest);
}
