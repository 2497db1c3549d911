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
        .addColumn('children', 'integer', (column) =>
          column
            .notNull()
            .defaultTo(0)
            .check(sql`children >= 0`),
        )
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
  '2026-11-25-002-accounts-and-submissions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('accounts')
        .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('email', 'text', (column) =>
          column
            .notNull()
            .unique()
            .check(sql`email = lower(email)`),
        )
        .addColumn('password_hash', 'text', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (column) => column.primaryKey())
        .addColumn('account_id', 'uuid', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('sessions_account').on('sessions').column('account_id').execute();
      await db.schema
        .createTable('password_resets')
        .addColumn('token_hash', 'text', (column) => column.primaryKey())
        .addColumn('account_id', 'uuid', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
        .addColumn('used_at', 'timestamptz')
        .execute();
      await db.schema
        .createTable('contact_requests')
        .addColumn('id', 'bigserial', (column) => column.primaryKey())
        .addColumn('idempotency_key', 'uuid', (column) => column.notNull().unique())
        .addColumn('locale', 'text', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('phone', 'text')
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('message', 'text', (column) => column.notNull())
        .addColumn('consent', 'boolean', (column) => column.notNull().check(sql`consent`))
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('catalogue_requests')
        .addColumn('id', 'bigserial', (column) => column.primaryKey())
        .addColumn('idempotency_key', 'uuid', (column) => column.notNull().unique())
        .addColumn('account_id', 'uuid', (column) => column.notNull().references('accounts.id'))
        .addColumn('locale', 'text', (column) => column.notNull())
        .addColumn('company_name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('address', 'text', (column) => column.notNull())
        .addColumn('zip_code', 'text', (column) => column.notNull())
        .addColumn('country', 'text', (column) => column.notNull())
        .addColumn('city', 'text', (column) => column.notNull())
        .addColumn('state', 'text', (column) => column.notNull())
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('catalogues', 'jsonb', (column) => column.notNull().check(sql`jsonb_array_length(catalogues) >= 1`))
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['catalogue_requests', 'contact_requests', 'password_resets', 'sessions', 'accounts'])
        await db.schema.dropTable(table).execute();
    },
  },
  '2026-11-26-001-renamed-addresses': {
    async up(db: Kysely<unknown>) {
      // The last address the site knew for each entry, screen and language (lib/db/renames.ts).
      await db.schema
        .createTable('entry_addresses')
        .addColumn('entry_id', 'text', (column) => column.notNull())
        .addColumn('screen', 'text', (column) => column.notNull())
        .addColumn('locale', 'text', (column) => column.notNull())
        .addColumn('path', 'text', (column) => column.notNull().check(sql`path like '/%/'`))
        .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('entry_addresses_key', ['entry_id', 'screen', 'locale'])
        .execute();
      // An old address of a renamed entry and its current one: the proxy redirects it (308).
      await db.schema
        .createTable('renamed_addresses')
        .addColumn('from_path', 'text', (column) => column.primaryKey().check(sql`from_path like '/%/'`))
        .addColumn('to_path', 'text', (column) => column.notNull().check(sql`to_path like '/%/'`))
        .addColumn('entry_id', 'text', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addCheckConstraint('renamed_addresses_elsewhere', sql`from_path <> to_path`)
        .execute();
      await db.schema.createIndex('renamed_addresses_to').on('renamed_addresses').column('to_path').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['renamed_addresses', 'entry_addresses']) await db.schema.dropTable(table).execute();
    },
  },
  '2026-12-01-001-package-enquiries': {
    async up(db: Kysely<unknown>) {
      // "Ask about this trip" (lib/submissions/store.ts): one row per form render, its reference made here.
      await db.schema
        .createTable('enquiries')
        .addColumn('id', 'bigserial', (column) => column.primaryKey())
        .addColumn('reference', 'text', (column) =>
          column
            .notNull()
            .unique()
            .check(sql`reference ~ '^ENQ-[0-9]+$'`),
        )
        .addColumn('idempotency_key', 'uuid', (column) => column.notNull().unique())
        .addColumn('locale', 'text', (column) => column.notNull())
        .addColumn('market', 'text', (column) => column.notNull())
        .addColumn('package_id', 'text', (column) => column.notNull())
        .addColumn('package_slug', 'text', (column) => column.notNull())
        .addColumn('package_name', 'text', (column) => column.notNull())
        .addColumn('departure_month', 'text', (column) => column.check(sql`departure_month ~ '^[0-9]{4}-[0-9]{2}$'`))
        .addColumn('date_from', 'date')
        .addColumn('date_to', 'date')
        .addColumn('flexibility', 'text', (column) => column.notNull())
        .addColumn('adults', 'integer', (column) => column.notNull().check(sql`adults >= 1`))
        .addColumn('children_ages', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull().check(sql`email = lower(email)`))
        .addColumn('phone', 'text')
        .addColumn('message', 'text', (column) => column.notNull())
        .addColumn('consent', 'boolean', (column) => column.notNull().check(sql`consent`))
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addCheckConstraint(
          'enquiries_when',
          sql`departure_month is not null or (date_from is not null and date_to is not null and date_to >= date_from)`,
        )
        .execute();
      await db.schema.createIndex('enquiries_created').on('enquiries').column('created_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('enquiries').execute();
    },
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
