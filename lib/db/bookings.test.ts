import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countBookings, findBooking } from './bookings';
import { seed, seedBookings } from './seed';
import { migrate } from './store';
import { postgresAnswers, TEST_DATABASE_URL, testStore } from './test-stores';

const postgres = await postgresAnswers();
if (!postgres)
  console.warn(
    `data store tests: no PostgreSQL server at ${TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//')}; they ran on PGlite only`,
  );

describe.each([
  { kind: 'pglite' as const, available: true },
  { kind: 'postgres' as const, available: postgres },
])('the data store on $kind', ({ kind, available }) => {
  let store: Awaited<ReturnType<typeof testStore>>;
  beforeAll(async () => {
    if (available) store = await testStore(kind);
  });
  afterAll(async () => {
    await store?.close();
  });

  it.skipIf(!available)('migrates once: running the migrations again changes nothing', async () => {
    expect(await migrate(store.db, store.schema)).toEqual([]);
    const tables = await store.db.introspection.getTables();
    expect(tables.map((table) => table.name)).toContain('bookings');
  });

  it.skipIf(!available)('seeds the same bookings however often it runs', async () => {
    expect(await seed(store.db)).toBe(seedBookings.length);
    expect(await seed(store.db)).toBe(seedBookings.length);
    expect(await countBookings(store.db)).toBe(seedBookings.length);
    const markets = new Set(seedBookings.map((booking) => booking.market));
    expect([...markets].sort()).toEqual(['ES', 'IT', 'PT', 'UK']);
  });

  it.skipIf(!available)('finds a booking by its reference and e-mail, whatever the e-mail’s case', async () => {
    const [first] = seedBookings;
    const booking = await findBooking(store.db, first!.reference, `  ${first!.email.toUpperCase()} `);
    expect(booking).toMatchObject({
      reference: first!.reference,
      leadFirstName: first!.leadFirstName,
      startDate: first!.startDate,
      nights: first!.nights,
      adults: first!.adults,
      children: first!.children,
      services: first!.services,
      status: first!.status,
    });
    expect(booking).not.toHaveProperty('email');
  });

  it.skipIf(!available)(
    'a wrong e-mail for a right reference and an unknown reference give the same answer',
    async () => {
      const [first, second] = seedBookings;
      expect(await findBooking(store.db, first!.reference, second!.email)).toBeNull();
      expect(await findBooking(store.db, 'TCS-999999999', first!.email)).toBeNull();
    },
  );

  it.skipIf(!available)(
    'refuses what the schema forbids: a malformed reference, an e-mail in capitals, no adult',
    async () => {
      const row = {
        email: 'a@b.example',
        lead_first_name: 'A',
        market: 'UK',
        package_name: 'P',
        destination: 'D',
        start_date: '2027-01-01',
        end_date: '2027-01-02',
        adults: 1,
        children: 0,
        services: '[]',
        bring: '[]',
        status: 'confirmed' as const,
      };
      await expect(
        store.db
          .insertInto('bookings')
          .values({ ...row, reference: 'ABC-1' })
          .execute(),
      ).rejects.toThrow();
      await expect(
        store.db
          .insertInto('bookings')
          .values({ ...row, reference: 'TCS-1', email: 'A@B.EXAMPLE' })
          .execute(),
      ).rejects.toThrow();
      await expect(
        store.db
          .insertInto('bookings')
          .values({ ...row, reference: 'TCS-2', adults: 0 })
          .execute(),
      ).rejects.toThrow();
      await expect(
        store.db
          .insertInto('bookings')
          .values({ ...row, reference: 'TCS-3', end_date: '2026-12-31' })
          .execute(),
      ).rejects.toThrow();
    },
  );
});
