import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { migrate, openStore, pgliteStore, type Store } from './store';

/** The PostgreSQL server the data-layer tests also run against: DATABASE_URL, else the local one of this machine kind. */
export const TEST_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether that server answers (the tests on it are skipped, and say so, when it does not). */
export async function postgresAnswers(url = TEST_DATABASE_URL): Promise<boolean> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The stores a bench measures on: PGlite always, PostgreSQL when its server answers (said when it does not). */
export async function benchStoreKinds(): Promise<('pglite' | 'postgres')[]> {
  if (await postgresAnswers()) return ['pglite', 'postgres'];
  console.warn('no PostgreSQL server answers: measured on PGlite only');
  return ['pglite'];
}

/**
 * A migrated PGlite in memory, made once per test process and never handed to a test: each test store is a clone of it,
 * which takes about a third of the time of starting PGlite anew (and migrating).
 */
let template: Promise<PGlite> | undefined;
function migratedPglite(): Promise<PGlite> {
  template ??= (async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = await PGlite.create('memory://');
    await migrate(pgliteStore(pglite).db);
    return pglite;
  })();
  return template;
}

/**
 * A fresh, migrated store for a test: PGlite in memory, or a schema of its
 * own on the PostgreSQL server (dropped by `close`), so runs never meet.
 */
export async function testStore(kind: 'pglite' | 'postgres'): Promise<Store & { close: () => Promise<void> }> {
  if (kind === 'pglite') {
    const pglite = await (await migratedPglite()).clone();
    const store = pgliteStore(pglite);
    return {
      ...store,
      // Kysely closes PGlite only once it has queried it: a store closed before its first query must be closed too.
      close: async () => {
        await store.db.destroy();
        if (!pglite.closed) await pglite.close();
      },
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const store = await openStore({ databaseUrl: TEST_DATABASE_URL, dataDir: '', searchPath: schema });
  await migrate(store.db, schema);
  return {
    ...store,
    close: async () => {
      await store.db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}
