import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite, PGliteInterface } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, type LogEvent } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrationProvider } from './migrations';
import type { Database } from './schema';
import { countDataStoreError } from '../ops/metrics.mjs';

export type Store = {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL schema it lives in, when not the default (tests). */ schema?: string;
};

/**
 * A store on PostgreSQL: a server when `databaseUrl` is given (node-postgres
 * pool), else the embedded PGlite with its data in `dataDir` (created on
 * first use; `memory://` keeps it in memory, for tests). Modules are loaded
 * here, on first use, so a process that never touches the store never loads
 * them (PGlite's WASM is a few MB).
 */
/** Every failed query counts as a data-store error in the metrics (lib/ops/metrics.mjs), by kind of store. */
const countErrors = (kind: Store['kind']) => (event: LogEvent) => {
  if (event.level === 'error') countDataStoreError(kind);
};

export async function openStore({
  databaseUrl,
  dataDir,
  searchPath,
}: {
  databaseUrl?: string;
  dataDir: string;
  searchPath?: string;
}): Promise<Store> {
  if (databaseUrl) {
    const { Pool } = await import('pg');
    const pool = new Pool({
      connectionString: databaseUrl,
      max: 10,
      ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
    });
    // An idle client that loses its server: counted, and the pool replaces it (unhandled, it would end the process).
    pool.on('error', () => countDataStoreError('postgres'));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: countErrors('postgres') }),
      kind: 'postgres',
      schema: searchPath,
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  return pgliteStore(await PGlite.create(dataDir));
}

/** The store on a PGlite instance. Kysely's `destroy` closes the instance only once a query has gone through it. */
export function pgliteStore(pglite: PGliteInterface): Store {
  return {
    db: new Kysely<Database>({ dialect: new PGliteDialect({ pglite: pglite as PGlite }), log: countErrors('pglite') }),
    kind: 'pglite',
  };
}

/**
 * Runs the migrations that have not run yet; idempotent. Throws with the
 * failing migration's name. A store in a schema of its own (tests) keeps its
 * migration tables there: Kysely looks for them in every schema otherwise,
 * and would find another test's.
 */
export async function migrate(db: Kysely<Database>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error)
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** The embedded store's folder: DATA_DIR (default `.data`, listed in .gitignore) + `/pglite`. */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');
