/**
 * The stored contact and catalogue requests and package enquiries as CSV
 * (README, "Accounts, catalogues and contact", "Package enquiry"):
 *
 *   npm run submissions:export -- --since 2026-01-01 [--out exports]
 *
 * writes {out}/contact-requests.csv, {out}/catalogue-requests.csv and
 * {out}/enquiries.csv (out:
 * DATA_DIR/exports by default) from the store the site uses (DATABASE_URL,
 * else the embedded PGlite in DATA_DIR; stop `next start` first when it is
 * PGlite: one process at a time opens its folder).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv } from '@/lib/env';
import { migrate, openStore, pgliteDir } from '@/lib/db/store';
import { exportSubmissions } from '@/lib/submissions/export';

async function main() {
  const { values } = parseArgs({ options: { since: { type: 'string' }, out: { type: 'string' } } });
  if (
    !values.since ||
    !/^\d{4}-\d{2}-\d{2}$/.test(values.since) ||
    Number.isNaN(Date.parse(`${values.since}T00:00:00Z`))
  ) {
    throw new Error('usage: npm run submissions:export -- --since YYYY-MM-DD [--out folder]');
  }
  const since = new Date(`${values.since}T00:00:00Z`);
  const config = parseEnv(process.env);
  const out = resolve(values.out ?? join(config.DATA_DIR, 'exports'));
  const { db, kind } = await openStore({ databaseUrl: config.DATABASE_URL, dataDir: pgliteDir(config.DATA_DIR) });
  try {
    await migrate(db);
    const { contact, catalogue, enquiries, counts } = await exportSubmissions(db, since);
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'contact-requests.csv'), contact);
    writeFileSync(join(out, 'catalogue-requests.csv'), catalogue);
    writeFileSync(join(out, 'enquiries.csv'), enquiries);
    console.log(
      `${kind}: since ${values.since}, ${counts.contact} contact requests -> ${join(out, 'contact-requests.csv')}`,
    );
    console.log(
      `${kind}: since ${values.since}, ${counts.catalogue} catalogue requests -> ${join(out, 'catalogue-requests.csv')}`,
    );
    console.log(
      `${kind}: since ${values.since}, ${counts.enquiries} package enquiries -> ${join(out, 'enquiries.csv')}`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
