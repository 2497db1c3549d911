import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { hasKnownAddresses, listRenames, recordAddresses, type EntryAddress } from './renames';
import { postgresAnswers, TEST_DATABASE_URL, testStore } from './test-stores';

const postgres = await postgresAnswers();
if (!postgres)
  console.warn(
    `renamed addresses tests: no PostgreSQL server at ${TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//')}; they ran on PGlite only`,
  );

/** An event in four languages, under the given slugs. */
const event = (id: string, slugs: Record<'en' | 'it' | 'pt' | 'es', string>): EntryAddress[] => [
  { entryId: id, screen: 'eventDetail', locale: 'en', path: `/en/events/${slugs.en}/` },
  { entryId: id, screen: 'eventDetail', locale: 'it', path: `/it/eventi/${slugs.it}/` },
  { entryId: id, screen: 'eventDetail', locale: 'pt', path: `/pt/events/${slugs.pt}/` },
  { entryId: id, screen: 'eventDetail', locale: 'es', path: `/es/events/${slugs.es}/` },
];
const same = (slug: string) => ({ en: slug, it: slug, pt: slug, es: slug });
const pairs = async (db: Parameters<typeof listRenames>[0]) =>
  (await listRenames(db)).map(({ from, to }) => `${from} -> ${to}`).sort();

describe.each([
  { kind: 'pglite' as const, available: true },
  { kind: 'postgres' as const, available: postgres },
])('renamed addresses on $kind', ({ kind, available }) => {
  let store: Awaited<ReturnType<typeof testStore>>;
  // A fresh store per test: PGlite takes a few seconds to start on a busy machine.
  beforeEach(async () => {
    await store?.close();
    if (available) store = await testStore(kind);
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  it.skipIf(!available)('a slug changed in one language redirects its old address there, and only there', async () => {
    expect(await hasKnownAddresses(store.db)).toBe(false);
    expect(await recordAddresses(store.db, event('rio', same('rio-2027')))).toEqual({ renamed: [], changed: false });
    expect(await hasKnownAddresses(store.db)).toBe(true);
    const result = await recordAddresses(store.db, event('rio', { ...same('rio-2027'), it: 'carnevale-rio' }));
    expect(result).toEqual({
      renamed: [{ from: '/it/eventi/rio-2027/', to: '/it/eventi/carnevale-rio/', entryId: 'rio' }],
      changed: true,
    });
    expect(await pairs(store.db)).toEqual(['/it/eventi/rio-2027/ -> /it/eventi/carnevale-rio/']);
  });

  it.skipIf(!available)('in all four languages at once', async () => {
    await recordAddresses(store.db, event('rio', same('rio-2027')));
    await recordAddresses(store.db, event('rio', same('rio-carnival')));
    expect(await pairs(store.db)).toEqual([
      '/en/events/rio-2027/ -> /en/events/rio-carnival/',
      '/es/events/rio-2027/ -> /es/events/rio-carnival/',
      '/it/eventi/rio-2027/ -> /it/eventi/rio-carnival/',
      '/pt/events/rio-2027/ -> /pt/events/rio-carnival/',
    ]);
  });

  it.skipIf(!available)('chains collapse: A to B, then B to C, makes A go to C', async () => {
    await recordAddresses(store.db, event('rio', same('a')));
    await recordAddresses(store.db, event('rio', same('b')));
    await recordAddresses(store.db, event('rio', same('c')));
    const english = (await pairs(store.db)).filter((pair) => pair.startsWith('/en/'));
    expect(english).toEqual(['/en/events/a/ -> /en/events/c/', '/en/events/b/ -> /en/events/c/']);
  });

  it.skipIf(!available)('a rename back ends the loop: the address has its page again', async () => {
    await recordAddresses(store.db, event('rio', same('a')));
    await recordAddresses(store.db, event('rio', same('b')));
    const back = await recordAddresses(store.db, event('rio', same('a')));
    expect(back.changed).toBe(true);
    expect((await pairs(store.db)).filter((pair) => pair.startsWith('/en/'))).toEqual([
      '/en/events/b/ -> /en/events/a/',
    ]);
  });

  it.skipIf(!available)('a later page at an old address wins over its redirect', async () => {
    await recordAddresses(store.db, event('rio', same('carnival')));
    await recordAddresses(store.db, [...event('rio', same('rio-carnival')), ...event('venice', same('venice'))]);
    expect(await pairs(store.db)).toHaveLength(4);
    const later = await recordAddresses(store.db, [
      ...event('rio', same('rio-carnival')),
      ...event('venice', { ...same('venice'), en: 'carnival' }),
    ]);
    expect(later.changed).toBe(true);
    expect(await pairs(store.db)).toContain('/en/events/venice/ -> /en/events/carnival/');
    expect(await pairs(store.db)).not.toContain('/en/events/carnival/ -> /en/events/rio-carnival/');
  });

  it.skipIf(!available)(
    'remembers an unpublished entry’s address: republished under another slug, it is a rename',
    async () => {
      await recordAddresses(store.db, [...event('rio', same('rio')), ...event('venice', same('venice'))]);
      await recordAddresses(store.db, event('venice', same('venice')));
      expect(await pairs(store.db)).toEqual([]);
      await recordAddresses(store.db, [...event('rio', same('rio-2027')), ...event('venice', same('venice'))]);
      expect(await pairs(store.db)).toContain('/en/events/rio/ -> /en/events/rio-2027/');
    },
  );

  it.skipIf(!available)('starts from what the site showed when the store knows nothing yet', async () => {
    const result = await recordAddresses(store.db, event('rio', same('new')), event('rio', same('old')));
    expect(result.renamed).toHaveLength(4);
    // Once it knows, the baseline is not read again.
    expect((await recordAddresses(store.db, event('rio', same('new')), event('rio', same('older')))).renamed).toEqual(
      [],
    );
  });

  it.skipIf(!available)('changes nothing when nothing was renamed', async () => {
    await recordAddresses(store.db, event('rio', same('rio')));
    expect(await recordAddresses(store.db, event('rio', same('rio')))).toEqual({ renamed: [], changed: false });
    expect(await listRenames(store.db)).toEqual([]);
  });
});
