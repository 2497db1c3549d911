import { describe, expect, it, vi } from 'vitest';
import type { ServedRedirect } from './redirects';
import { buildMetaSchema, createRedirectHolder } from './served-redirects';

const redirect = (from: string, location: string): ServedRedirect => ({
  from,
  location,
  status: 308,
  keepQuery: true,
  start: null,
  end: null,
  origin: 'redirect',
  id: from,
});
const ORIGIN = 'http://localhost:3000';

/** A load the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

/** The holder's look-up for a request, which must have a table. */
async function loaded(holder: ReturnType<typeof createRedirectHolder>) {
  const lookup = await holder.lookup(ORIGIN);
  if (!lookup) throw new Error('no table');
  return lookup;
}

describe('the redirect table in the proxy’s memory', () => {
  it('is loaded once and then answers from memory, whatever the number of requests', async () => {
    const load = vi.fn(async () => [redirect('/en/offers/', '/en/results/packages/')]);
    const holder = createRedirectHolder({ load });
    for (let index = 0; index < 100; index += 1)
      expect((await loaded(holder))('/en/offers/')?.location).toBe('/en/results/packages/');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(ORIGIN);
  });

  it('is loaded again after a purge, and the request after the purge waits for the new table', async () => {
    let table = [redirect('/en/a/', '/en/b/')];
    const load = vi.fn(async () => table);
    const holder = createRedirectHolder({ load });
    expect((await loaded(holder))('/en/a/')).toBeDefined();
    table = [];
    expect((await loaded(holder))('/en/a/')).toBeDefined();
    holder.drop();
    expect((await loaded(holder))('/en/a/')).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads the new table as soon as a purge arrives, before a request asks for it', async () => {
    let table = [redirect('/en/a/', '/en/b/')];
    const load = vi.fn(async () => table);
    const holder = createRedirectHolder({ load });
    await holder.lookup(ORIGIN);
    table = [];
    holder.drop();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith(ORIGIN);
    expect((await loaded(holder))('/en/a/')).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between the requests that arrive during it', async () => {
    const pending = deferred<ServedRedirect[]>();
    const load = vi.fn(() => pending.promise);
    const holder = createRedirectHolder({ load });
    const lookups = [holder.lookup(ORIGIN), holder.lookup(ORIGIN), holder.lookup(ORIGIN)];
    pending.resolve([redirect('/en/a/', '/en/b/')]);
    for (const lookup of await Promise.all(lookups)) expect(lookup?.('/en/a/')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads once more, right away, when a purge arrives during a load: that load may have read the table before the change', async () => {
    const first = deferred<ServedRedirect[]>();
    const load = vi
      .fn()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValueOnce([redirect('/en/new/', '/en/b/')]);
    const holder = createRedirectHolder({ load });
    const during = holder.lookup(ORIGIN);
    holder.drop();
    first.resolve([redirect('/en/old/', '/en/b/')]);
    await during;
    // The second load started when the first ended, not when the next request came.
    expect(load).toHaveBeenCalledTimes(2);
    const after = await loaded(holder);
    expect(after('/en/new/')).toBeDefined();
    expect(after('/en/old/')).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('makes a request that arrives during a load a purge overtook wait for the load after it, and says when the copy is current', async () => {
    const first = deferred<ServedRedirect[]>();
    const second = deferred<ServedRedirect[]>();
    const load = vi
      .fn()
      .mockResolvedValueOnce([redirect('/en/offers/', '/en/b/')])
      .mockReturnValueOnce(first.promise)
      .mockReturnValueOnce(second.promise);
    const holder = createRedirectHolder({ load });
    await holder.lookup(ORIGIN);
    expect(holder.current()).toBe(true);
    holder.drop();
    const request = holder.lookup(ORIGIN);
    holder.drop();
    expect(holder.current()).toBe(false);
    // The first load read the table before the second purge: the request waits on for the load that follows it.
    first.resolve([redirect('/en/offers/', '/en/b/')]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    second.resolve([]);
    expect((await request)?.('/en/offers/')).toBeUndefined();
    expect(holder.current()).toBe(true);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('loads the table once more a while after the last purge, and replaces a copy that was read before the purge', async () => {
    vi.useFakeTimers();
    try {
      const offers = [redirect('/en/offers/', '/en/results/packages/')];
      // The load right after the purge joined a read begun before it: the old table. The settling load reads the new one.
      const load = vi.fn().mockResolvedValueOnce(offers).mockResolvedValueOnce(offers).mockResolvedValueOnce([]);
      const onCorrected = vi.fn();
      const log = vi.fn();
      const holder = createRedirectHolder({ load, settleMs: [1000], onCorrected, log });
      await holder.lookup(ORIGIN);
      holder.drop();
      expect((await loaded(holder))('/en/offers/')).toBeDefined();
      expect(holder.current()).toBe(true);
      await vi.advanceTimersByTimeAsync(999);
      expect(load).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(3);
      expect((await loaded(holder))('/en/offers/')).toBeUndefined();
      expect(onCorrected).toHaveBeenCalledTimes(1);
      expect(log).toHaveBeenCalledWith(expect.stringContaining('redirect_table_corrected'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('settles twice by default (1 s and 5 s after the last purge): the first settling load may read the old table too', async () => {
    vi.useFakeTimers();
    try {
      const offers = [redirect('/en/offers/', '/en/results/packages/')];
      // The load after the purge and the first settling load both joined a read begun before it; the second reads the new one.
      const load = vi
        .fn()
        .mockResolvedValueOnce(offers)
        .mockResolvedValueOnce(offers)
        .mockResolvedValueOnce(offers)
        .mockResolvedValueOnce([]);
      const onCorrected = vi.fn();
      const holder = createRedirectHolder({ load, onCorrected, log: () => undefined });
      await holder.lookup(ORIGIN);
      holder.drop();
      expect((await loaded(holder))('/en/offers/')).toBeDefined();
      await vi.advanceTimersByTimeAsync(1000);
      expect(load).toHaveBeenCalledTimes(3);
      expect((await loaded(holder))('/en/offers/')).toBeDefined();
      expect(onCorrected).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(4000);
      expect(load).toHaveBeenCalledTimes(4);
      expect((await loaded(holder))('/en/offers/')).toBeUndefined();
      expect(onCorrected).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('settles once per burst of purges, and changes nothing when the settling load agrees', async () => {
    vi.useFakeTimers();
    try {
      const table = [redirect('/en/a/', '/en/b/')];
      const load = vi.fn(async () => table);
      const onCorrected = vi.fn();
      const holder = createRedirectHolder({ load, settleMs: [1000], onCorrected });
      const first = await loaded(holder);
      for (let index = 0; index < 3; index += 1) {
        holder.drop();
        await vi.advanceTimersByTimeAsync(300);
      }
      const loadsBeforeSettling = load.mock.calls.length;
      await vi.advanceTimersByTimeAsync(1000);
      expect(load).toHaveBeenCalledTimes(loadsBeforeSettling + 1);
      expect(onCorrected).not.toHaveBeenCalled();
      expect((await loaded(holder))('/en/a/')).toEqual(first('/en/a/'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a settling load that a newer purge overtook: that purge settles on its own', async () => {
    vi.useFakeTimers();
    try {
      const settling = deferred<ServedRedirect[]>();
      const load = vi
        .fn()
        .mockResolvedValueOnce([redirect('/en/a/', '/en/b/')])
        .mockResolvedValueOnce([redirect('/en/a/', '/en/b/')])
        .mockReturnValueOnce(settling.promise)
        .mockResolvedValue([]);
      const onCorrected = vi.fn();
      const holder = createRedirectHolder({ load, settleMs: [1000], onCorrected });
      await holder.lookup(ORIGIN);
      holder.drop();
      await vi.advanceTimersByTimeAsync(1000);
      expect(load).toHaveBeenCalledTimes(3);
      holder.drop();
      settling.resolve([redirect('/en/stale/', '/en/b/')]);
      await vi.advanceTimersByTimeAsync(0);
      const now = await loaded(holder);
      expect(now('/en/stale/')).toBeUndefined();
      expect(now('/en/a/')).toBeUndefined();
      expect(onCorrected).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('never takes a failed first load for an empty table: the look-up is null until a load succeeds', async () => {
    let now = 0;
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('fetch failed'))
      .mockResolvedValue([redirect('/en/offers/', '/en/results/packages/')]);
    const holder = createRedirectHolder({ load, now: () => now, retryMs: 5000, log: () => {} });
    expect(await holder.lookup(ORIGIN)).toBeNull();
    now = 1000;
    expect(await holder.lookup(ORIGIN)).toBeNull();
    now = 6000;
    expect((await loaded(holder))('/en/offers/')?.location).toBe('/en/results/packages/');
  });

  it('keeps the last table when a load fails, tries again only after a while, and logs one line per outage', async () => {
    let now = 0;
    const log = vi.fn();
    const load = vi
      .fn()
      .mockResolvedValueOnce([redirect('/en/a/', '/en/b/')])
      .mockRejectedValue(new Error('503'));
    const holder = createRedirectHolder({ load, now: () => now, retryMs: 5000, log });
    await holder.lookup(ORIGIN);
    holder.drop();
    expect((await loaded(holder))('/en/a/')).toBeDefined();
    now = 1000;
    expect((await loaded(holder))('/en/a/')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
    now = 6000;
    await holder.lookup(ORIGIN);
    expect(load).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenCalledTimes(1);
    expect(JSON.parse(log.mock.calls[0]![0] as string)).toMatchObject({
      level: 'error',
      event: 'redirect_table_unavailable',
      message: '503',
    });
  });

  it('makes a request wait at most `firstWaitMs` for the first table (then there is none: null), `waitMs` for a new one (then the old one serves)', async () => {
    const first = vi.fn(() => new Promise<ServedRedirect[]>(() => {}));
    const started = Date.now();
    expect(await createRedirectHolder({ load: first, firstWaitMs: 20, waitMs: 5000 }).lookup(ORIGIN)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);

    const load = vi
      .fn()
      .mockResolvedValueOnce([redirect('/en/a/', '/en/b/')])
      .mockReturnValue(new Promise(() => {}));
    const holder = createRedirectHolder({ load, firstWaitMs: 5000, waitMs: 20 });
    await holder.lookup(ORIGIN);
    holder.drop();
    const again = Date.now();
    expect((await loaded(holder))('/en/a/')).toBeDefined();
    expect(Date.now() - again).toBeLessThan(1000);
  });

  it('refreshes an old table in the background, without making the request wait', async () => {
    let now = 0;
    const second = deferred<ServedRedirect[]>();
    const load = vi
      .fn()
      .mockResolvedValueOnce([redirect('/en/a/', '/en/b/')])
      .mockReturnValueOnce(second.promise);
    const holder = createRedirectHolder({ load, now: () => now, maxAgeMs: 1000 });
    await holder.lookup(ORIGIN);
    now = 2000;
    expect((await loaded(holder))('/en/a/')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
    second.resolve([]);
    await second.promise;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await loaded(holder))('/en/a/')).toBeUndefined();
  });
});

describe('the build metadata', () => {
  it('accepts the table the site serves and nothing else', () => {
    expect(buildMetaSchema.parse({ id: 'b1', redirects: [redirect('/en/a/', '/en/b/')] }).redirects).toHaveLength(1);
    expect(
      buildMetaSchema.safeParse({ id: 'b1', redirects: [{ ...redirect('/en/a/', '/en/b/'), status: 301 }] }).success,
    ).toBe(false);
    expect(buildMetaSchema.safeParse('<!doctype html>').success).toBe(false);
  });
});
