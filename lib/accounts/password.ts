import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are kept as scrypt hashes (memory-hard; Node's own crypto):
 * OWASP's parameters, N = 2^17, r = 8, p = 1 (128 MiB and about a fifth of
 * a second per hash on this machine kind), a 16-byte random salt, a 32-byte
 * key. The stored string names its parameters
 * (`scrypt$17$8$1$<salt>$<key>`, base64url), so they can grow later and old
 * hashes still verify. A password never reaches a log line.
 */
export type ScryptCost = { log2N: number; r: number; p: number };
export const PASSWORD_COST: ScryptCost = { log2N: 17, r: 8, p: 1 };

const KEY_BYTES = 32;

function derive(password: string, salt: Buffer, { log2N, r, p }: ScryptCost): Promise<Buffer> {
  const N = 2 ** log2N;
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.log2N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether a password is the one a stored hash was made from; a malformed hash is never a match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, key] = stored.split('$');
  const cost = { log2N: Number(log2N), r: Number(r), p: Number(p) };
  if (
    scheme !== 'scrypt' ||
    !salt ||
    !key ||
    !Object.values(cost).every((value) => Number.isInteger(value) && value > 0) ||
    cost.log2N > 20
  )
    return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;
/**
 * A hash no password matches, checked when the e-mail has no account: an
 * unknown e-mail then costs the same time as a wrong password, so the
 * answer's timing does not tell which accounts exist.
 */
export function decoyHash(cost: ScryptCost = PASSWORD_COST): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString('base64url'), cost);
  return decoy;
}
