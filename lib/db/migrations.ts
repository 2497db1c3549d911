import { sql, type Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';

/**
 * The store's one migration set, in order; the same on PGlite and on a
 * PostgreSQL server. Kysely's migrator records what ran (kysely_migration),
 * so running them again changes nothing. A new migration is a new entry,
 * never an edit of one that has shipped.
 */
const migrations: Record<string, Migration> = {
  '2026-11-25-001-bookings': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('bookings')
        .addColumn('reference', 'text', (column) => column.primaryKey().check(sql`reference ~ '^TCS-[0-9]+$'`))
        .addColumn('email', 'text', (column) => column.notNull().check(sql`email = lower(email)`))
        .addColumn('lead_first_name', 'text', (column) => column.notNull())
        .addColumn('market', 'text', (column) => column.notNull())
        .addColumn('package_name', 'text', (column) => column.notNull())
        .addColumn('destination', 'text', (column) => column.notNull())
        .addColumn('start_date', 'date', (column) => column.notNull())
        .addColumn('end_date', 'date', (column) => column.notNull())
        .addColumn('adults', 'integer', (column) => column.notNull().check(sql`adults >= 1`))
        .addColumn('children', 'integer', (column) => column.notNull().defaultTo(0).check(sql`children >= 0`))
        .addColumn('services', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('bring', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addCheckConstraint('bookings_dates', sql`end_date >= start_date`)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('bookings').execute();
    },
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
