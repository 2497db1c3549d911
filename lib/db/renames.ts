import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Addresses that follow a renamed entry (README, "Redirects, route rules and
 * renamed pages"). The data store (PGlite, or the PostgreSQL server every
 * instance shares) keeps the last address the site knew for each entry,
 * screen and language, and the old addresses of renamed entries with the
 * address they lead to now. The webhook records the current addresses after
 * each publish of an entry with an address (`recordAddresses`); the redirect
 * table reads the renames (`listRenames`) and serves them (308).
 */

/** An entry's address on one screen in one language: `/it/eventi/carnevale-di-rio-2027/` for a landing. */
export type EntryAddress = { entryId: string; screen: string; locale: string; path: string };

/** An old address and where it leads now. */
export type Rename = { from: string; to: string; entryId: string };

const keyOf = (address: Pick<EntryAddress, 'entryId' | 'screen' | 'locale'>) =>
  `${address.entryId}\u0000${address.screen}\u0000${address.locale}`;

/** Whether the store knows any entry's address yet (on its first publish the webhook brings what the site showed). */
export async function hasKnownAddresses(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('entry_addresses').select('entry_id').limit(1).executeTakeFirst()) !== undefined;
}

/** Every old address that leads somewhere now, oldest first. */
export async function listRenames(db: Kysely<Database>): Promise<Rename[]> {
  const rows = await db
    .selectFrom('renamed_addresses')
    .select(['from_path', 'to_path', 'entry_id'])
    .orderBy('created_at')
    .orderBy('from_path')
    .execute();
  return rows.map((row) => ({ from: row.from_path, to: row.to_path, entryId: row.entry_id }));
}

/**
 * Compares the addresses the entries have now (`current`: every published
 * entry with an address, in every language) with the last ones the store
 * knew (or, while it knows none, `baseline`: what the site showed before the
 * publish), in one transaction that other webhooks wait for:
 *
 * - an entry, screen and language whose address changed: the old address
 *   leads to the new one (308);
 * - chains collapse: what led to the old address leads to the new one (A to
 *   B, then B to C, makes A go to C);
 * - an address that has a page now is no longer redirected (a later page at
 *   an old address wins; an entry renamed back ends its own redirect);
 * - the current addresses are remembered; an entry that is no longer
 *   published keeps its last one, so republishing it under another slug is a
 *   rename too.
 *
 * Returns the new renames and whether the redirects changed at all.
 */
export async function recordAddresses(
  db: Kysely<Database>,
  current: readonly EntryAddress[],
  baseline: readonly EntryAddress[] = [],
): Promise<{ renamed: Rename[]; changed: boolean }> {
  return db.transaction().execute(async (trx) => {
    await sql`lock table entry_addresses in exclusive mode`.execute(trx);
    const stored = await trx.selectFrom('entry_addresses').select(['entry_id', 'screen', 'locale', 'path']).execute();
    const known = new Map<string, string>(
      stored.length > 0
        ? stored.map((row) => [keyOf({ entryId: row.entry_id, screen: row.screen, locale: row.locale }), row.path])
        : baseline.map((address) => [keyOf(address), address.path]),
    );
    const renamed: Rename[] = [];
    const seen = new Set<string>();
    for (const address of current) {
      const before = known.get(keyOf(address));
      const rename = `${before}\u0000${address.path}`;
      if (before === undefined || before === address.path || seen.has(rename)) continue;
      seen.add(rename);
      renamed.push({ from: before, to: address.path, entryId: address.entryId });
    }

    let changed = false;
    for (const { from, to, entryId } of renamed) {
      // Chains collapse (never onto the new address itself: B to A, then A to B, ends with B's page, below).
      await trx
        .updateTable('renamed_addresses')
        .set({ to_path: to })
        .where('to_path', '=', from)
        .where('from_path', '<>', to)
        .execute();
      await trx
        .insertInto('renamed_addresses')
        .values({ from_path: from, to_path: to, entry_id: entryId })
        .onConflict((conflict) =>
          conflict.column('from_path').doUpdateSet({ to_path: to, entry_id: entryId, created_at: sql`now()` }),
        )
        .execute();
      changed = true;
    }
    // A page at an address wins over a redirect from it (this also ends the loop of an entry renamed back).
    const live = [...new Set(current.map((address) => address.path))];
    for (let index = 0; index < live.length; index += 500) {
      const deleted = await trx
        .deleteFrom('renamed_addresses')
        .where('from_path', 'in', live.slice(index, index + 500))
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) > 0) changed = true;
    }

    const rows = [...new Map(current.map((address) => [keyOf(address), address])).values()].map((address) => ({
      entry_id: address.entryId,
      screen: address.screen,
      locale: address.locale,
      path: address.path,
    }));
    for (let index = 0; index < rows.length; index += 500) {
      await trx
        .insertInto('entry_addresses')
        .values(rows.slice(index, index + 500))
        .onConflict((conflict) =>
          conflict
            .columns(['entry_id', 'screen', 'locale'])
            .doUpdateSet({ path: sql`excluded.path`, updated_at: sql`now()` }),
        )
        .execute();
    }
    return { renamed, changed };
  });
}
