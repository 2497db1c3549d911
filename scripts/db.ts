/**
 * The data store's commands (README, "Data store"):
 *
 *   npm run db:migrate   runs the migrations that have not run (idempotent)
 *   npm run db:seed      migrates, then writes the seed bookings (idempotent)
 *
 * On PostgreSQL at DATABASE_URL when set, else on the embedded PGlite in
 * DATA_DIR (default .data). The site does both by itself on first use of an
 * embedded store; a server is migrated by the site too, seeded only here.
 */
import { parseEnv } from '@/lib/env';
import { countBookings } from '@/lib/db/bookings';
import { seed, seedDemoAccount } from '@/lib/db/seed';
import { migrate, openStore, pgliteDir } from '@/lib/db/store';

async function main() {
  const command = process.argv[2];
  if (command !== 'migrate' && command !== 'seed') throw new Error('usage: tsx scripts/db.ts migrate|seed');
  const config = parseEnv(process.env);
  const { db, kind } = await openStore({ databaseUrl: config.DATABASE_URL, dataDir: pgliteDir(config.DATA_DIR) });
  try {
    const ran = await migrate(db);
    console.log(`${kind}: ${ran.length ? `ran ${ran.join(', ')}` : 'migrations up to date'}`);
    if (command === 'seed') {
      console.log(`${kind}: ${await seed(db)} seed bookings written; ${await countBookings(db)} in the store`);
      console.log(`${kind}: demo account ${await seedDemoAccount(db)}`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
