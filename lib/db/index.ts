import 'server-only';
import { env } from '@/lib/env';
import { countDataStoreError } from '@/lib/ops/metrics.mjs';
import { countBookings } from './bookings';
import { seed, seedDemoAccount } from './seed';
import { migrate, openStore, pgliteDir, type Store } from './store';

let opening: Promise<Store> | undefined;

/**
 * This process's store, opened on first use: PostgreSQL at DATABASE_URL, or
 * the embedded PGlite in DATA_DIR. Migrations run first (idempotent); an
 * embedded store without bookings gets the seed's and the demo account, so a
 * fresh checkout can look one up and sign in. A failed opening is tried again on the next use.
 */
export function store(): Promise<Store> {
  opening ??= (async () => {
    const config = env();
    const opened = await openStore({ databaseUrl: config.DATABASE_URL, dataDir: pgliteDir(config.DATA_DIR) });
    await migrate(opened.db);
    if (opened.kind === 'pglite') {
      if ((await countBookings(opened.db)) === 0) await seed(opened.db);
      await seedDemoAccount(opened.db);
    }
    return opened;
  })();
  opening.catch(() => {
    countDataStoreError(env().DATABASE_URL ? 'postgres' : 'pglite');
    opening = undefined;
  });
  return opening;
}
