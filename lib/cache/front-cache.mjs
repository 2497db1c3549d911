// @ts-check
/**
 * The page store in front of Next (server.mjs): what a CDN would keep, kept
 * in this process's memory and answered without entering Next at all.
 *
 * Next's page cache (Cache Components) already answers a published page
 * without rendering it, but each answer still runs Next's router, the proxy
 * and its response pipeline, and compresses the HTML again: 1 to 4 ms of CPU
 * per request, so a 2-core machine served the home page at under 800 req/s.
 * This store keeps each response Next marks as shareable, compressed once
 * (gzip and Brotli), and answers the next requests for the same address
 * from memory.
 *
 * What it keeps: the answer to a GET with status 200 or 404 and a compressible
 * type, or a redirect (301, 307, 308: the proxy answers the redirect table's
 * with a shared lifetime, so a redirect costs no trip through Next), with a
 * shared lifetime (`s-maxage`, or `public` with `max-age`), no
 * `private`/`no-store`/`no-cache`, no Set-Cookie and no Vary on a header it
 * does not handle. Exactly what a CDN in front of the site may keep, so the
 * site's Cache-Control stays the one rule: draft mode, language redirects,
 * APIs with personal data and status pages in maintenance all answer
 * `private, no-store` and pass through.
 *
 * Next's client navigations and prefetches (`rsc: 1`) read and write under
 * their own keys: the URL and the router headers Next varies on. What never
 * reads from it: any method but GET and HEAD; server actions (their request
 * header); draft mode (its cookie); range and authorised requests; the
 * proxy's own request for a status page. These go to Next as they came.
 *
 * How long: a page for at most a minute (PAGE_LIFETIME_MS), then Next is
 * asked again, so Next's own time floor and background refresh still run:
 * by one request, while the others still get the stored page (for up to
 * REFRESH_WAIT_MS), so an expiry under load is one trip into Next, not one
 * per connection.
 * Every purge (the CMS webhook on this instance, or another instance's
 * through Redis: lib/cache/handler.mjs, heard through lib/cache/purges.mjs by
 * server.mjs) makes every stored page stale; Next's tagged cache then decides
 * which pages render again and which are still HITs. With `refresh` (the
 * server asking itself, server.mjs), a stale page (status 200) is still
 * answered, marked `x-nextjs-cache: STALE`, while the store asks Next for it
 * again in the background: at once, one page at a time, the most recently
 * used first, and a page a visitor asks for meanwhile at once too. So no
 * visitor waits for the render a publish causes, and a publish shows as soon
 * as that render is done. A page still stale STALE_AFTER_PURGE_MS after the
 * purge is dropped (Next answers the next request itself). Redirects and
 * 404s cost no render: a purge drops them at once, as every page without
 * `refresh`. The framework's hashed files (`immutable`) stay. An answer that
 * started before a purge and ended after it is not stored. Memory is bounded
 * (PAGE_MEMORY_CACHE_MB; least recently used go first); 0 turns it off.
 */
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { onBodyChunk, onWriteHead } from '../http/on-write-head.mjs';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The proxy's request for a cached status page (proxy.ts): it carries the proxy's per-process token, checked by the proxy. */
export const STATUS_PAGE_HEADER = 'x-status-page-render';

/** A stored page answers for at most this long; then Next is asked again (its own revalidation runs). */
export const PAGE_LIFETIME_MS = 60_000;

/** How long the other requests for an expired page get it while one request asks Next again (its answer replaces it). */
export const REFRESH_WAIT_MS = 5_000;

/** After a purge, a stored page is answered for at most this long while the store asks Next for it again; then dropped. */
export const STALE_AFTER_PURGE_MS = 10_000;

/** The header of the store's own request for a stale page (with its per-process token): it always reaches Next. */
export const PAGE_REFRESH_HEADER = 'x-page-store-refresh';

/** Request headers that mean "not the shared page": Next's actions, partial and authorised requests. */
const BYPASS_HEADERS = ['next-action', 'range', 'authorization', STATUS_PAGE_HEADER];
/**
 * The request headers Next varies its answers on (its `Vary`): a client navigation or prefetch (`rsc: 1`) asks for
 * the page's RSC payload, or one segment of it, from a given router state. Part of the key, with the URL (whose
 * `_rsc` parameter Next derives from them), so each kind of answer is kept apart from the HTML and from the others.
 */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-router-state-tree',
  'next-url',
];
/** The cookie Next sets while draft mode is on (`draftMode().enable()`). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';
/** The cookies of Next's draft mode and preview: editors always get a fresh render. */
const PREVIEW_COOKIE = new RegExp(`(?:^|;\\s*)(?:${DRAFT_MODE_COOKIE}|__next_preview_data)=`);
/** Vary values the store handles: compression, and headers whose requests never read from it. */
const HANDLED_VARY = new Set([
  'accept-encoding',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
]);
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|xml|manifest\+json)|image\/svg\+xml)/i;
const STORED_STATUSES = new Set([200, 404]);
/** Redirects the proxy marks as shareable (the redirect table's, a trailing slash, a renamed entry's): kept too, bodies and all. */
const REDIRECT_STATUSES = new Set([301, 307, 308]);
/** Headers that describe one answer on the wire, not the page. */
const WIRE_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'age',
]);
/** Below this size compression is not worth a second copy. */
const COMPRESS_FROM_BYTES = 1024;
/**
 * Quality 6: the 250 KB home page in 4 ms to 21.2 KB, where 9 took 117 ms for 20.4 KB and 11 took 229 ms for 18.8 KB.
 * Compression shares libuv's four threads with file reads (Next's page cache on disk): after a start or a purge, dozens
 * of answers at quality 11 kept pages waiting behind them. The benches weigh scripts with it (bench/page-audit.ts).
 */
export const BROTLI_QUALITY = 6;

/**
 * @typedef {{ status: number, headers: Record<string, string | string[]>, identity: Buffer, gzip?: Buffer, br?: Buffer,
 *   storedAt: number, expiresAt: number, immutable: boolean, size: number, refreshUntil?: number,
 *   ask: { path: string, headers: Record<string, string> }, staleUntil?: number }} Entry
 *   `ask`: the request that asks Next for the page again (its address and the request headers it varies on);
 *   `staleUntil`: set by a purge, until when the page is still answered while it is asked for again
 * @typedef {ReturnType<typeof createFrontCache>} FrontCache
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 */

/** A Cache-Control header's directives, by lower-case name, with their arguments unquoted. @param {unknown} value */
function directivesOf(value) {
  /** @type {Map<string, string | undefined>} */
  const directives = new Map();
  for (const part of String(value ?? '')
    .toLowerCase()
    .split(',')) {
    const [name, argument] = part.trim().split('=', 2);
    if (name) directives.set(name, argument?.replace(/^"|"$/g, ''));
  }
  return directives;
}

/** Seconds a shared cache may keep an answer, from its Cache-Control (0: not at all). @param {unknown} value */
export function sharedLifetime(value) {
  return lifetimeOf(directivesOf(value));
}

/** @param {Map<string, string | undefined>} directives */
function lifetimeOf(directives) {
  if (directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return 0;
  const seconds = Number(
    directives.get('s-maxage') ?? (directives.has('public') ? directives.get('max-age') : undefined),
  );
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/**
 * A Cache-Control whose shared lifetime is at most `maxSeconds` (`s-maxage` cut or added), the rest as it was; an
 * answer no shared cache may keep, or an immutable file, unchanged. For a shared cache the webhook cannot purge
 * (SHARED_CACHE_MAX_AGE): it asks again within that time, and `stale-while-revalidate` lets it answer meanwhile.
 * @param {string} value @param {number} maxSeconds
 */
export function capSharedLifetime(value, maxSeconds) {
  const directives = directivesOf(value);
  if (directives.has('immutable') || lifetimeOf(directives) <= maxSeconds) return value;
  directives.set('s-maxage', String(maxSeconds));
  return [...directives].map(([name, argument]) => (argument === undefined ? name : `${name}=${argument}`)).join(', ');
}

/**
 * Cuts the shared lifetime of what Next writes to `maxSeconds` (capSharedLifetime), before anything downstream (the
 * page store, the compression step, the client) sees the header.
 * @param {Response} response @param {number} maxSeconds
 */
function capLifetimeOf(response, maxSeconds) {
  onWriteHead(response, () => {
    const value = response.getHeader('cache-control');
    if (value !== undefined) response.setHeader('cache-control', capSharedLifetime(String(value), maxSeconds));
  });
}

/** The encoding to answer with: Brotli, else gzip, if the client accepts it (q > 0) and the entry has it. @param {string | undefined} header @param {Entry} entry */
export function preferredEncoding(header, entry) {
  if (!header) return undefined;
  /** @type {Map<string, number>} */
  const accepted = new Map();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (name) accepted.set(name, quality === undefined ? 1 : Number(quality.slice(2)));
  }
  const accepts = (/** @type {string} */ name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (entry.br && accepts('br')) return 'br';
  if (entry.gzip && accepts('gzip')) return 'gzip';
  return undefined;
}

/** The key a request reads and writes under, or undefined when it must go to Next. @param {Request} request */
export function keyOf(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  for (const name of BYPASS_HEADERS) if (request.headers[name] !== undefined) return undefined;
  const cookie = request.headers.cookie;
  if (cookie && PREVIEW_COOKIE.test(cookie)) return undefined;
  if (ROUTER_HEADERS.every((name) => request.headers[name] === undefined)) return request.url;
  let key = request.url ?? '';
  for (const name of ROUTER_HEADERS) key += `\u0000${request.headers[name] ?? ''}`;
  return key;
}

/** The request that asks Next for a stored page again: its address, and the host and router headers it came with. @param {Request} request */
function askOf(request) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const name of ['host', ...ROUTER_HEADERS]) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return { path: request.url ?? '/', headers };
}

/**
 * What of an answer is kept, decided when its headers are written; undefined when it may not be shared.
 * @param {number} status @param {import('node:http').OutgoingHttpHeaders} headers
 */
export function storable(status, headers) {
  if (headers['set-cookie'] !== undefined || headers['content-encoding'] !== undefined) return undefined;
  if (REDIRECT_STATUSES.has(status)) {
    if (headers.location === undefined) return undefined;
  } else if (!STORED_STATUSES.has(status) || !COMPRESSIBLE.test(String(headers['content-type'] ?? '')))
    return undefined;
  const directives = directivesOf(headers['cache-control']);
  const lifetime = lifetimeOf(directives);
  if (lifetime === 0) return undefined;
  const vary = String(headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((name) => !HANDLED_VARY.has(name))) return undefined;
  /** @type {Record<string, string | string[]>} */
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !WIRE_HEADERS.has(name)) kept[name] = Array.isArray(value) ? value : String(value);
  }
  if (!vary.includes('accept-encoding'))
    kept.vary = [...(kept.vary ? [String(kept.vary)] : []), 'Accept-Encoding'].join(', ');
  return { status, headers: kept, lifetimeMs: lifetime * 1000, immutable: directives.has('immutable') };
}

/** Counting off (tests, a store without metrics). */
const UNCOUNTED = { hit() {}, miss() {}, purge() {} };
const NOTHING_PASSES = () => false;

/**
 * @param {{ maxBytes: number, now?: () => number, pageLifetimeMs?: number, log?: (line: string) => void,
 *   counters?: { hit(): void, miss(): void, purge(): void }, passes?: (url: string | undefined) => boolean,
 *   refresh?: (path: string, headers: Record<string, string>) => Promise<unknown> }} options
 *   `counters`: told of each hit, miss (a request the store could have answered) and purge (lib/ops/metrics.mjs);
 *   `passes`: addresses the store never looks up nor keeps, and does not count (the operations endpoints, polled every second);
 *   `refresh`: sends this request through the server (its answer is kept as any other); without it a purge drops every page
 */
export function createFrontCache({
  maxBytes,
  now = Date.now,
  pageLifetimeMs = PAGE_LIFETIME_MS,
  log = (line) => console.error(line),
  counters = UNCOUNTED,
  passes = NOTHING_PASSES,
  refresh,
}) {
  /** Least recently used first. @type {Map<string, Entry>} */
  const entries = new Map();
  const maxEntryBytes = Math.min(16 * 1024 * 1024, Math.floor(maxBytes / 2));
  let bytes = 0;
  /** Bumped by every purge: an answer that began before one is not stored. */
  let generation = 0;
  /** Marks the store's own requests (PAGE_REFRESH_HEADER): known to this process only, so no visitor can skip the store. */
  const token = randomUUID();
  /** Stale pages to ask Next for again, the most recently used first; the pages being asked for now. */
  /** @type {string[]} */
  let queue = [];
  /** @type {Set<string>} */
  const asking = new Set();
  let walking = false;

  /** @param {string} key */
  const remove = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };

  const evict = () => {
    for (const key of entries.keys()) {
      if (bytes <= maxBytes) return;
      remove(key);
    }
  };

  /**
   * Asks Next for a stale page again (one request per page at a time); its answer replaces the entry once sent.
   * @param {string} key @param {Entry} entry
   */
  const askAgain = async (key, entry) => {
    if (!refresh || asking.has(key)) return;
    asking.add(key);
    try {
      await refresh(entry.ask.path, { ...entry.ask.headers, [PAGE_REFRESH_HEADER]: token });
    } catch (error) {
      log(
        JSON.stringify({
          level: 'error',
          event: 'page_store_refresh_failed',
          path: entry.ask.path,
          message: String(error),
        }),
      );
    } finally {
      asking.delete(key);
    }
  };

  /** Asks Next for every stale page again, one at a time, in the queue's order (a purge meanwhile starts it over). */
  const walk = async () => {
    if (walking) return;
    walking = true;
    try {
      for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
        const entry = entries.get(key);
        if (entry?.staleUntil !== undefined && now() < entry.staleUntil) await askAgain(key, entry);
      }
    } finally {
      walking = false;
    }
  };

  /**
   * The entry to answer with, if any. Past its lifetime an entry is asked of Next again by one request (the caller
   * gets undefined), while the others get the entry for up to REFRESH_WAIT_MS more (one refresh, not a stampede of
   * every connection's request into Next at once). After a purge, a stale entry is answered while the store asks Next
   * for it again (at once, if the walk has not reached it), for up to STALE_AFTER_PURGE_MS.
   * @param {string} key
   */
  const lookup = (key) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const at = now();
    if (entry.staleUntil !== undefined) {
      if (at >= entry.staleUntil) {
        remove(key);
        return undefined;
      }
      void askAgain(key, entry);
    } else if (at >= entry.expiresAt) {
      if (entry.refreshUntil === undefined || at >= entry.refreshUntil) {
        if (at >= entry.expiresAt + REFRESH_WAIT_MS) remove(key);
        else entry.refreshUntil = at + REFRESH_WAIT_MS;
        return undefined;
      }
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  /** Gzip and Brotli copies, made once off the request path; answered with identity until they are ready. @param {string} key @param {Entry} entry */
  const compress = async (key, entry) => {
    try {
      const [gzipped, brotli] = await Promise.all([
        gzipAsync(entry.identity, { level: constants.Z_BEST_COMPRESSION }),
        brotliAsync(entry.identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: entry.identity.length,
          },
        }),
      ]);
      if (entries.get(key) !== entry) return;
      entry.gzip = gzipped;
      entry.br = brotli;
      entry.size += gzipped.length + brotli.length;
      bytes += gzipped.length + brotli.length;
      evict();
    } catch (error) {
      log(JSON.stringify({ level: 'error', event: 'page_store_compress_failed', message: String(error) }));
    }
  };

  /** @param {string} key @param {NonNullable<ReturnType<typeof storable>>} answer @param {Buffer} body @param {Entry['ask']} ask */
  const store = (key, answer, body, ask) => {
    if (body.length + 1024 > maxEntryBytes) return;
    remove(key);
    const storedAt = now();
    const lifetime = answer.immutable ? answer.lifetimeMs : Math.min(answer.lifetimeMs, pageLifetimeMs);
    /** @type {Entry} */
    const entry = {
      status: answer.status,
      headers: answer.headers,
      identity: body,
      storedAt,
      expiresAt: storedAt + lifetime,
      immutable: answer.immutable,
      size: body.length + 1024,
      ask,
    };
    entries.set(key, entry);
    bytes += entry.size;
    evict();
    // Every stored answer is of a compressible type (storable).
    if (body.length >= COMPRESS_FROM_BYTES) void compress(key, entry);
  };

  /** @param {Entry} entry @param {Request} request @param {Response} response */
  const answerFrom = (entry, request, response) => {
    const encoding = preferredEncoding(request.headers['accept-encoding'], entry);
    const body = (encoding && entry[encoding]) || entry.identity;
    /** @type {Record<string, string | string[]>} */
    const headers = { ...entry.headers, age: String(Math.floor((now() - entry.storedAt) / 1000)) };
    // Next's own words: STALE, a page answered while its new render is made.
    if (entry.staleUntil !== undefined) headers['x-nextjs-cache'] = 'STALE';
    else if ('x-nextjs-cache' in headers) headers['x-nextjs-cache'] = 'HIT';
    const etag = entry.headers.etag;
    if (etag && request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) {
      response.writeHead(304, headers);
      response.end();
      return;
    }
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = String(body.length);
    response.writeHead(entry.status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  /**
   * Records what Next writes for a GET, and stores it once it is fully sent, if it may be shared.
   * Next's answer goes to the client as it is written (streaming included); this only keeps a copy.
   * A refresh (the store's own request) whose answer may no longer be shared drops the stale page.
   * @param {string} key @param {Request} request @param {Response} response @param {boolean} refreshing
   */
  const record = (key, request, response, refreshing) => {
    const startedIn = generation;
    /** @type {Buffer[]} */
    let chunks = [];
    let length = 0;
    /** @type {ReturnType<typeof storable> | null} null: not decided yet */
    let answer = null;
    let abandoned = false;
    const abandon = () => {
      abandoned = true;
      chunks = [];
    };
    /** @param {Buffer} bytes */
    const keep = (bytes) => {
      if (abandoned) return;
      length += bytes.length;
      if (length > maxEntryBytes) abandon();
      else chunks.push(bytes);
    };

    // Decided when Next writes its headers (those it gives writeHead are merged into the response's own first).
    onWriteHead(response, (status, rawHeaders) => {
      if (answer === null && !abandoned) {
        answer = rawHeaders ? undefined : storable(status, response.getHeaders());
        if (!answer) abandon();
      }
    });
    onBodyChunk(response, keep);
    response.once('finish', () => {
      if (startedIn !== generation) return;
      if (!abandoned && answer) store(key, answer, Buffer.concat(chunks, length), askOf(request));
      else if (refreshing && entries.get(key)?.staleUntil !== undefined) remove(key);
    });
  };

  return {
    /**
     * Answers the request from memory if it may and the page is stored; false when it must go to Next.
     * @param {Request} request @param {Response} response
     */
    answer(request, response) {
      const key =
        maxBytes > 0 && !passes(request.url) && request.headers[PAGE_REFRESH_HEADER] !== token
          ? keyOf(request)
          : undefined;
      if (key === undefined) return false;
      const entry = lookup(key);
      if (!entry) {
        counters.miss();
        return false;
      }
      counters.hit();
      answerFrom(entry, request, response);
      return true;
    },
    /**
     * Keeps a copy of Next's answer to a GET, stored once it is fully sent if it may be shared. Installed
     * inside any compression step, so that what is kept is the answer as Next wrote it.
     * @param {Request} request @param {Response} response
     */
    keep(request, response) {
      const key = maxBytes > 0 && request.method === 'GET' && !passes(request.url) ? keyOf(request) : undefined;
      if (key !== undefined) record(key, request, response, request.headers[PAGE_REFRESH_HEADER] === token);
    },
    /**
     * Makes every stored page stale and asks Next for them again, the most recently used first (with `refresh`; else,
     * and for redirects and 404s, drops them); the framework's immutable files stay.
     */
    purge() {
      generation += 1;
      counters.purge();
      const staleUntil = now() + STALE_AFTER_PURGE_MS;
      /** @type {string[]} */
      const stale = [];
      for (const [key, entry] of entries) {
        if (entry.immutable) continue;
        if (!refresh || entry.status !== 200) remove(key);
        else {
          // A page already stale keeps its first deadline: a run of purges does not keep it stale for longer.
          entry.staleUntil ??= staleUntil;
          stale.push(key);
        }
      }
      queue = stale.reverse();
      // After the purges of one publish (a webhook purges several tags, each told on its own), not between them.
      if (stale.length > 0) setTimeout(() => void walk(), 0);
    },
    /** Whether a request is the store's own (a stale page asked for again): the server's, not a visitor's. @param {Request} request */
    isOwnRefresh(request) {
      return request.headers[PAGE_REFRESH_HEADER] === token;
    },
    /** What is stored: entries, bytes, and the pages answered stale while they are asked for again. */
    stats() {
      const at = now();
      let stale = 0;
      for (const entry of entries.values()) if (entry.staleUntil !== undefined && at < entry.staleUntil) stale += 1;
      return { entries: entries.size, bytes, stale };
    },
  };
}

/**
 * The production server's request handler: an answer from the page store, else Next behind a compression
 * step, with the store keeping a copy of Next's uncompressed answer. With `sharedMaxAge` (SHARED_CACHE_MAX_AGE),
 * every answer's shared lifetime is cut to it before the store or anyone else sees it.
 * @param {FrontCache} pages
 * @param {(request: Request, response: Response, next: () => void) => void} compress
 * @param {(request: Request, response: Response) => unknown} next
 * @param {{ sharedMaxAge?: number }} [options]
 * @returns {(request: Request, response: Response) => void}
 */
export function pageServer(pages, compress, next, { sharedMaxAge } = {}) {
  return (request, response) => {
    if (pages.answer(request, response)) return;
    compress(request, response, () => {
      pages.keep(request, response);
      // Installed last, so it runs first when Next writes its headers.
      if (sharedMaxAge) capLifetimeOf(response, sharedMaxAge);
      next(request, response);
    });
  };
}
