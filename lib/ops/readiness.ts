/**
 * Whether this instance is ready to take traffic (`/api/ready/`), for a load
 * balancer or an orchestrator that asks every second.
 *
 * Ready means: the build is loaded; the content source answers, or the page
 * cache holds pages to serve while it does not (a CMS outage keeps every
 * cached page serving: README, "Serving from cache"); and the data store and
 * Redis answer when they are configured. The answer names each part, with
 * `up`, `down` (and why) or `off` (not configured, not asked).
 *
 * Cheap to poll: the probes run at most once per `ttlMs` (a second) however
 * many ask, concurrent askers share one run, and each probe is cut off after
 * `timeoutMs`, so an answer never waits on a hung server.
 */

export type PartName = 'build' | 'content' | 'dataStore' | 'redis';
export type PartState = { status: 'up' | 'down' | 'off'; ms?: number; detail?: string };
export type Readiness = {
  ready: boolean;
  /** The parts that keep the instance from taking traffic. */
  down: PartName[];
  parts: Record<PartName, PartState>;
  /** Pages the instance can serve without the content source (its page store and its build's prerendered pages). */
  cachedPages: number;
  checkedAt: string;
};

/** A probe resolves when its part answers (with an optional detail to show) and throws when it does not. */
export type Probe = () => Promise<string | void> | string | void;

export type ReadinessProbes = {
  build: Probe;
  content: Probe;
  /** How many pages could be served while the content source is down. */
  cachedPages: () => number;
  /** Undefined when the part is not configured (`off`). */
  dataStore?: Probe;
  redis?: Probe;
  /** What an `off` part says about itself. */
  offDetail?: Partial<Record<'dataStore' | 'redis', string>>;
};

export const READINESS_TTL_MS = 1000;
export const PROBE_TIMEOUT_MS = 500;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

/** Runs one probe within `timeoutMs`. */
async function probe(run: Probe, timeoutMs: number): Promise<PartState> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    timer.unref?.();
  });
  try {
    const detail = await Promise.race([Promise.resolve().then(run), timeout]);
    return { status: 'up', ms: Math.round(performance.now() - started), ...(detail ? { detail } : {}) };
  } catch (error) {
    return { status: 'down', ms: Math.round(performance.now() - started), detail: messageOf(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** Every probe, at once, and what they add up to. */
export async function checkReadiness(
  probes: ReadinessProbes,
  { timeoutMs = PROBE_TIMEOUT_MS, now = Date.now } = {},
): Promise<Readiness> {
  const optional = (run: Probe | undefined, name: 'dataStore' | 'redis'): Promise<PartState> =>
    run
      ? probe(run, timeoutMs)
      : Promise.resolve({ status: 'off', ...(probes.offDetail?.[name] ? { detail: probes.offDetail[name] } : {}) });
  const [build, content, dataStore, redis] = await Promise.all([
    probe(probes.build, timeoutMs),
    probe(probes.content, timeoutMs),
    optional(probes.dataStore, 'dataStore'),
    optional(probes.redis, 'redis'),
  ]);
  let cachedPages = 0;
  try {
    cachedPages = probes.cachedPages();
  } catch {
    // Counted as none.
  }
  const parts = { build, content, dataStore, redis };
  const down = (Object.keys(parts) as PartName[]).filter((name) => {
    if (parts[name].status !== 'down') return false;
    // The content source may be away while cached pages are served (the part still says it is down).
    return !(name === 'content' && cachedPages > 0);
  });
  return { ready: down.length === 0, down, parts, cachedPages, checkedAt: new Date(now()).toISOString() };
}

/**
 * The readiness check a route asks: the last result for `ttlMs`, one run at a time. `probes` is read on each
 * run, so a configuration read at start-up stays the one used.
 */
export function createReadinessCheck(
  probes: () => ReadinessProbes,
  { ttlMs = READINESS_TTL_MS, timeoutMs = PROBE_TIMEOUT_MS, now = () => Date.now() } = {},
) {
  let last: { at: number; result: Promise<Readiness> } | undefined;
  return function readiness(): Promise<Readiness> {
    const at = now();
    if (last && at - last.at < ttlMs) return last.result;
    const result = checkReadiness(probes(), { timeoutMs, now });
    last = { at, result };
    return result;
  };
}
