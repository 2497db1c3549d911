import { z } from 'zod';
import type { GuardRedirect } from './guard';
import { redirectLookup, redirectOrigins, type ServedRedirect } from './redirects';

/**
 * The redirect table in the proxy's memory.
 *
 * How the proxy gets it without a content query per request: the table is
 * built by the site itself from the CMS (and the data store's renamed
 * addresses) and served at `/builds/meta/{buildId}.json` from Next's cache
 * (app/builds/meta/[file]/route.ts). The proxy fetches that once from its
 * own server and answers every request from the copy here: one Map read.
 * The first requests wait for the first copy (at most `firstWaitMs`: an
 * address answered without its redirect could be kept by a CDN). When a
 * purge reaches this process (the webhook on this instance, or another
 * instance's through Redis: lib/cache/purges.mjs), `drop()` marks the copy
 * out of date and loads it again at once, so the table is usually new before
 * the first request after a publish arrives; a request that finds the load
 * still running waits for it (at most `waitMs`, then goes on with the old
 * copy), and the ones after it use the new copy. A purge that arrives during
 * a load starts one more as soon as that one ends: it may have read the table
 * before the change.
 *
 * A load after a purge can still return the table as it was before it: Next
 * lets a request join a cached function's fill that another request began
 * before the purge (cross-request deduplication in `'use cache'`: the table
 * is made per load from its cached queries, lib/content/redirects.ts, which
 * narrows this to one query's fill), and the webhook applies its tags one
 * purge at a time. So `settleMs` after the last purge (1 s, and again 5 s:
 * a settling load on a slow machine can join such a fill itself) the table is
 * loaded once more in the background (requests go on with the copy they
 * have); if that copy differs, it replaces the one in memory and
 * `onCorrected` is called (the proxy drops the page store's answers, which
 * may hold a redirect made from the outdated copy). Without a race, the loads
 * agree and nothing else happens.
 *
 * If a load fails, the last copy serves for `retryMs` before the next try, so
 * a failing table never makes every request wait. Before a first copy has
 * loaded, a look-up answers null, never an empty table: the proxy answers 503
 * (uncached) rather than a 404 in place of a redirect that a cache would keep. A copy older than `maxAgeMs` is loaded again in the
 * background (a safety net for a missed purge, like the pages' hourly
 * refresh).
 */

/** What `/builds/meta/{buildId}.json` holds: the build's id and the redirect table (route rules included). */
export type BuildMeta = { id: string; redirects: ServedRedirect[] };

/** The file name of a build's metadata under `/builds/meta/`. */
export const buildMetaFile = (buildId: string) => `${buildId}.json`;
export const buildMetaPath = (buildId: string) => `/builds/meta/${buildMetaFile(buildId)}`;

const servedRedirect = z.object({
  from: z.string().startsWith('/'),
  location: z.string().min(1),
  status: z.union([z.literal(307), z.literal(308)]),
  keepQuery: z.boolean(),
  start: z.number().nullable(),
  end: z.number().nullable(),
  origin: z.enum(redirectOrigins),
  id: z.string(),
});

export const buildMetaSchema = z.object({ id: z.string(), redirects: z.array(servedRedirect) });

export type RedirectLookup = (pathname: string) => GuardRedirect | undefined;

export type RedirectHolderOptions = {
  /** Reads the table (the proxy: from its own server at `origin`, lib/http/self-origin.mjs). */
  load: (origin: string) => Promise<readonly ServedRedirect[]>;
  now?: () => number;
  /** How long a request waits for a new copy after a purge before it goes on with the old one. */
  waitMs?: number;
  /** How long a request waits for the first copy before its look-up answers null (no table yet). */
  firstWaitMs?: number;
  /** After a failed load, how long the last copy serves before the next try. */
  retryMs?: number;
  /** A copy older than this is loaded again in the background. */
  maxAgeMs?: number;
  /** How long after the last purge the table is loaded once more (each delay once), to catch a load that read it before the purge. */
  settleMs?: readonly number[];
  /** The settling load found the copy in memory outdated and replaced it. */
  onCorrected?: () => void;
  log?: (line: string) => void;
};

export function createRedirectHolder({
  load,
  now = Date.now,
  waitMs = 3000,
  firstWaitMs = 10_000,
  retryMs = 5000,
  maxAgeMs = 60 * 60 * 1000,
  settleMs = [1000, 5000],
  onCorrected = () => {},
  log = (line) => console.error(line),
}: RedirectHolderOptions) {
  let lookup: RedirectLookup | null = null;
  /** The table `lookup` answers from, as loaded (JSON): the settling load compares its own with it. */
  let held: string | null = null;
  let settleTimers: ReturnType<typeof setTimeout>[] = [];
  let loadedAt = 0;
  /** Bumped by every purge; a load that began before one is not taken as current. */
  let generation = 0;
  let loadedGeneration = -1;
  let loading: Promise<void> | null = null;
  let retryAt = 0;
  let failing = false;

  const reload = (origin: string) => {
    const started = generation;
    loading = load(origin)
      .then(
        (redirects) => {
          lookup = redirectLookup(redirects, now);
          held = JSON.stringify(redirects);
          loadedAt = now();
          loadedGeneration = started;
          retryAt = 0;
          failing = false;
        },
        (error: unknown) => {
          retryAt = now() + retryMs;
          if (!failing)
            log(
              JSON.stringify({
                level: 'error',
                event: 'redirect_table_unavailable',
                message: error instanceof Error ? error.message : String(error),
              }),
            );
          failing = true;
        },
      )
      .finally(() => {
        loading = null;
        // A purge arrived while this load ran: load again now rather than on the next request.
        if (loadedGeneration !== generation && !failing) void reload(origin);
      });
    return loading;
  };
  /** The origin the table was last asked for: a purge loads it again from there before any request asks. */
  let lastOrigin: string | null = null;
  /** Whether the copy in memory has seen every purge so far. */
  const current = () => lookup !== null && loadedGeneration === generation;

  /** The load `settleMs` after the last purge: it replaces the copy only if no purge came since and it differs. */
  const settle = (origin: string) => {
    const started = generation;
    load(origin).then(
      (redirects) => {
        const table = JSON.stringify(redirects);
        if (started !== generation || !current() || table === held) return;
        lookup = redirectLookup(redirects, now);
        held = table;
        loadedAt = now();
        log(
          JSON.stringify({
            level: 'warn',
            event: 'redirect_table_corrected',
            message: 'a load after a purge had read the table as it was before it',
          }),
        );
        onCorrected();
      },
      // The next request or purge loads it again.
      () => undefined,
    );
  };

  return {
    /**
     * The look-up for this request: the copy in memory, loaded first when there is none or a purge made it out of
     * date; null while no copy has ever loaded (the first load failed, or is still running after `firstWaitMs`).
     */
    async lookup(origin: string): Promise<RedirectLookup | null> {
      lastOrigin = origin;
      const time = now();
      const purged = !current();
      const aged = time - loadedAt >= maxAgeMs;
      if ((purged || aged) && !loading && time >= retryAt) void reload(origin);
      if (purged && loading) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        let waited = false;
        const deadline = new Promise<void>(
          (resolve) => (timer = setTimeout(() => ((waited = true), resolve()), lookup === null ? firstWaitMs : waitMs)),
        );
        // A purge that overtook the load starts another right after it (reload): wait for that one too, in the same time.
        const inFlight = (): Promise<void> | null => loading;
        for (let load = inFlight(); load && !waited && !current(); load = inFlight())
          await Promise.race([load, deadline]);
        clearTimeout(timer);
      }
      return lookup;
    },
    /**
     * Whether the copy in memory has seen every purge so far. An answer made
     * from an older copy (a load that took longer than the wait) must not be
     * kept by the page store or a CDN: it would outlive the load.
     */
    current,
    /** A purge: the copy is out of date; the table is loaded again at once (once a request has named the origin). */
    drop(): void {
      generation += 1;
      retryAt = 0;
      if (lastOrigin !== null && !loading) void reload(lastOrigin);
      for (const timer of settleTimers) clearTimeout(timer);
      settleTimers = settleMs.map((delay) => {
        const timer = setTimeout(() => {
          if (lastOrigin !== null) settle(lastOrigin);
        }, delay);
        // A timer of its own never keeps the process alive.
        (timer as { unref?: () => void }).unref?.();
        return timer;
      });
    },
  };
}
