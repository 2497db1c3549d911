import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { decoyHash, hashPassword, verifyPassword, type ScryptCost } from './password';
import { newToken, tokenHash } from './tokens';
import { TOKEN_MAX_AGE } from './cookies';

export type Account = { id: string; email: string };

/** How long a reset link works. */
export const RESET_LINK_SECONDS = 60 * 60;

/** A new account; `exists` when the e-mail has one already (the e-mail is lower-cased by the form's schema). */
export async function createAccount(
  db: Kysely<Database>,
  email: string,
  password: string,
  cost?: ScryptCost,
): Promise<{ created: Account } | { exists: true }> {
  const row = await insertAccount(db, email, await hashPassword(password, cost));
  return row ? { created: row } : { exists: true };
}

/**
 * Registration: a new account and its first session, both or neither (one
 * transaction; the password is hashed before it starts, so the store is held
 * for two inserts only). Without it, a session that failed to open left an
 * account its visitor was never signed in to, and every try again was "exists".
 */
export async function createAccountWithSession(
  db: Kysely<Database>,
  email: string,
  password: string,
  cost?: ScryptCost,
): Promise<{ created: Account; token: string } | { exists: true }> {
  const password_hash = await hashPassword(password, cost);
  return db.transaction().execute(async (trx) => {
    const row = await insertAccount(trx, email, password_hash);
    return row ? { created: row, token: await openSession(trx, row.id) } : { exists: true as const };
  });
}

/** The new account's row, or undefined when the e-mail has one (a concurrent registration included). */
const insertAccount = (db: Kysely<Database>, email: string, password_hash: string) =>
  db
    .insertInto('accounts')
    .values({ email, password_hash })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning(['id', 'email'])
    .executeTakeFirst();

/** The account an e-mail and password sign in to, or null: an unknown e-mail costs the same time as a wrong password. */
export async function checkCredentials(
  db: Kysely<Database>,
  email: string,
  password: string,
  cost?: ScryptCost,
): Promise<Account | null> {
  const row = await db
    .selectFrom('accounts')
    .select(['id', 'email', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
  const matches = await verifyPassword(password, row?.password_hash ?? (await decoyHash(cost)));
  return row && matches ? { id: row.id, email: row.email } : null;
}

/** A new session for an account: the token for the cookie; the store keeps its hash. */
export async function openSession(db: Kysely<Database>, accountId: string, now = new Date()): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: tokenHash(token),
      account_id: accountId,
      expires_at: new Date(now.getTime() + TOKEN_MAX_AGE * 1000),
    })
    .execute();
  return token;
}

/** The account a token cookie belongs to: null when unknown, revoked or expired. */
export async function sessionAccount(
  db: Kysely<Database>,
  token: string | null,
  now = new Date(),
): Promise<Account | null> {
  if (!token || token.length > 100) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select(['accounts.id', 'accounts.email'])
    .where('sessions.token_hash', '=', tokenHash(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  return row ?? null;
}

/** Ends a session (sign-out): its token no longer signs anyone in. */
export async function revokeSession(db: Kysely<Database>, token: string, now = new Date()): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash(token))
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * A reset link's token for an e-mail, and `save`, which stores its hash for
 * the e-mail's account and says whether there was one. The two steps let the
 * answer go between them: before it, an e-mail with an account and one
 * without get the same work (one indexed read, a token and its hash); the
 * write, which only the first needs, comes after (README, "Accounts,
 * catalogues and contact": the answer's time does not tell them apart).
 */
export async function prepareReset(
  db: Kysely<Database>,
  email: string,
  now = new Date(),
): Promise<{ token: string; save: () => Promise<boolean> }> {
  const account = await db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst();
  const token = newToken();
  const row = {
    token_hash: tokenHash(token),
    account_id: account?.id ?? '',
    expires_at: new Date(now.getTime() + RESET_LINK_SECONDS * 1000),
  };
  return {
    token,
    save: async () => {
      if (!account) return false;
      await db.insertInto('password_resets').values(row).execute();
      return true;
    },
  };
}

/**
 * Sets a new password with a reset link's token, once: the token is used up,
 * and every session of the account ends (whoever knew the old password is out).
 */
export async function finishReset(
  db: Kysely<Database>,
  token: string,
  password: string,
  cost?: ScryptCost,
  now = new Date(),
): Promise<boolean> {
  const password_hash = await hashPassword(password, cost);
  return db.transaction().execute(async (trx) => {
    const reset = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('account_id')
      .executeTakeFirst();
    if (!reset) return false;
    await trx.updateTable('accounts').set({ password_hash }).where('id', '=', reset.account_id).execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('account_id', '=', reset.account_id)
      .where('revoked_at', 'is', null)
      .execute();
    return true;
  });
}
