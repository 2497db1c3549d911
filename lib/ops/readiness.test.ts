import { describe, expect, it, vi } from 'vitest';
import { checkReadiness, createReadinessCheck, type PartName, type ReadinessProbes } from './readiness';

const fails = (message: string) => () => {
  throw new Error(message);
};

/** Every part configured and answering, no cached page: what a test then breaks. */
const healthy = (overrides: Partial<ReadinessProbes> = {}): ReadinessProbes => ({
  build: () => 'build-1',
  content: async () => 'embedded',
  cachedPages: () => 0,
  dataStore: async () => 'postgres',
  redis: async () => undefined,
  ...overrides,
});

describe('readiness', () => {
  it('is ready when every part answers, and says so part by part', async () => {
    const result = await checkReadiness(healthy());
    expect(result.ready).toBe(true);
    expect(result.down).toEqual([]);
    expect(result.parts.build).toMatchObject({ status: 'up', detail: 'build-1' });
    expect(result.parts.content).toMatchObject({ status: 'up', detail: 'embedded' });
    expect(result.parts.dataStore.status).toBe('up');
    expect(result.parts.redis.status).toBe('up');
  });

  it.each<[PartName, Partial<ReadinessProbes>]>([
    ['build', { build: fails('no build: .next/BUILD_ID is missing') }],
    ['content', { content: fails('contentful answered 503') }],
    ['dataStore', { dataStore: fails('connect ECONNREFUSED 127.0.0.1:5432') }],
    ['redis', { redis: fails('not connected') }],
  ])('is not ready when %s is down, and names it with why', async (name, broken) => {
    const result = await checkReadiness(healthy(broken));
    expect(result.ready).toBe(false);
    expect(result.down).toEqual([name]);
    expect(result.parts[name].status).toBe('down');
    expect(result.parts[name].detail).toMatch(/.+/);
    for (const other of (['build', 'content', 'dataStore', 'redis'] as const).filter((part) => part !== name))
      expect(result.parts[other].status).toBe('up');
  });

  it('names every part that is down at once', async () => {
    const result = await checkReadiness(healthy({ dataStore: fails('down'), redis: fails('down') }));
    expect(result.down).toEqual(['dataStore', 'redis']);
  });

  it('stays ready while the content source is down if cached pages can be served, and still shows it down', async () => {
    const result = await checkReadiness(
      healthy({ content: fails('contentful answered 503'), cachedPages: () => 1000 }),
    );
    expect(result.ready).toBe(true);
    expect(result.down).toEqual([]);
    expect(result.cachedPages).toBe(1000);
    expect(result.parts.content).toMatchObject({ status: 'down', detail: 'contentful answered 503' });
  });

  it('never counts cached pages for the build, the data store or Redis', async () => {
    const result = await checkReadiness(healthy({ redis: fails('not connected'), cachedPages: () => 1000 }));
    expect(result.ready).toBe(false);
    expect(result.down).toEqual(['redis']);
  });

  it('cuts a probe that hangs off after its time, and calls the part down', async () => {
    const started = performance.now();
    const result = await checkReadiness(healthy({ dataStore: () => new Promise(() => {}) }), { timeoutMs: 30 });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.down).toEqual(['dataStore']);
    expect(result.parts.dataStore.detail).toBe('no answer within 30 ms');
  });

  it('shows parts that are not configured as off, and does not wait for them', async () => {
    const result = await checkReadiness(
      healthy({ dataStore: undefined, redis: undefined, offDetail: { redis: 'REDIS_URL unset' } }),
    );
    expect(result.ready).toBe(true);
    expect(result.parts.dataStore).toEqual({ status: 'off' });
    expect(result.parts.redis).toEqual({ status: 'off', detail: 'REDIS_URL unset' });
  });

  it('probes at most once a second however often it is asked, concurrent askers included', async () => {
    let now = 1_000_000;
    const content = vi.fn(async () => 'embedded');
    const readiness = createReadinessCheck(() => healthy({ content }), { now: () => now });
    await Promise.all([readiness(), readiness(), readiness()]);
    now += 500;
    await readiness();
    expect(content).toHaveBeenCalledTimes(1);
    now += 600;
    await readiness();
    expect(content).toHaveBeenCalledTimes(2);
  });

  it('answers a part that came back on the next run', async () => {
    let now = 0;
    let up = false;
    const readiness = createReadinessCheck(
      () => healthy({ redis: () => (up ? undefined : fails('not connected')()) }),
      { now: () => now },
    );
    expect((await readiness()).down).toEqual(['redis']);
    up = true;
    now += 1000;
    expect((await readiness()).ready).toBe(true);
  });
});
