import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** The proxy's request for a cached status page (proxy.ts). */
export const STATUS_PAGE_HEADER: string;
/** The cookie Next sets while draft mode is on. */
export const DRAFT_MODE_COOKIE: string;
export const PAGE_LIFETIME_MS: number;
/** How long the other requests for an expired page get it while one request asks Next again. */
export const REFRESH_WAIT_MS: number;
/** The Brotli quality of the store's compressed copies. */
export const BROTLI_QUALITY: number;
/** After a purge, how long a stored page is still answered while the store asks Next for it again. */
export const STALE_AFTER_PURGE_MS: number;
/** The header of the store's own request for a stale page. */
export const PAGE_REFRESH_HEADER: string;
export function sharedLifetime(cacheControl: unknown): number;
/** The encoding to answer with: Brotli, else gzip, if the client accepts it (q > 0) and the stored page has it. */
export function preferredEncoding(
  header: string | undefined,
  entry: { br?: unknown; gzip?: unknown },
): 'br' | 'gzip' | undefined;
/** The Cache-Control with its shared lifetime cut to `maxSeconds` (immutable files and private answers unchanged). */
export function capSharedLifetime(cacheControl: string, maxSeconds: number): string;
export function keyOf(request: IncomingMessage): string | undefined;
export function storable(
  status: number,
  headers: OutgoingHttpHeaders,
): { status: number; headers: Record<string, string | string[]>; lifetimeMs: number; immutable: boolean } | undefined;
export type FrontCache = ReturnType<typeof createFrontCache>;
type Handler = (request: IncomingMessage, response: ServerResponse) => unknown;
/** The production server's handler: the store's answer, else Next behind compression, with a copy kept. */
export function pageServer(
  pages: FrontCache,
  compress: (request: IncomingMessage, response: ServerResponse, next: () => void) => void,
  next: Handler,
  options?: { sharedMaxAge?: number },
): (request: IncomingMessage, response: ServerResponse) => void;
export function createFrontCache(options: {
  maxBytes: number;
  now?: () => number;
  pageLifetimeMs?: number;
  log?: (line: string) => void;
  /** Told of each hit, miss (a request the store could have answered) and purge. */
  counters?: { hit(): void; miss(): void; purge(): void };
  /** Addresses the store never looks up nor keeps, and does not count. */
  passes?: (url: string | undefined) => boolean;
  /** Sends the store's own request for a stale page through the server (its answer is kept as any other); without it a purge drops every page. */
  refresh?: (path: string, headers: Record<string, string>) => Promise<unknown>;
}): {
  answer(request: IncomingMessage, response: ServerResponse): boolean;
  keep(request: IncomingMessage, response: ServerResponse): void;
  purge(): void;
  /** Whether a request is the store's own refresh of a stale page. */
  isOwnRefresh(request: IncomingMessage): boolean;
  stats(): { entries: number; bytes: number; stale: number };
};
