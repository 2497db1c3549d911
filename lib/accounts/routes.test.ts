import { InsertQueryNode, SelectQueryNode, TableNode, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresAnswers, TEST_DATABASE_URL, testStore } from '@/lib/db/test-stores';
import { createLimiter } from '@/lib/limits/rate-limit';
import type { Mail } from './mail';
import { createSignInThrottle, SIGN_IN_LIMITS } from './sign-in-throttle';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/env', () => ({ env: () => ({ REDIS_KEY_PREFIX: 'test', SITE_URL: 'https://travel.example' }) }));

const {
  ACCOUNT_LIMITS,
  meResponse,
  registerResponse,
  resetPasswordResponse,
  resetRequestResponse,
  signInResponse,
  signOutResponse,
} = await import('./routes');
const { hashPassword, verifyPassword } = await import('./password');

/** scrypt at a test's cost: the site's (2^17) takes a fifth of a second per hash. */
const cost = { log2N: 10, r: 8, p: 1 };

const postgres = await postgresAnswers();
if (!postgres)
  console.warn(
    `account tests: no PostgreSQL server at ${TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//')}; they ran on PGlite only`,
  );

type Deps = Parameters<typeof signInResponse>[1] & {};

const SITE = 'https://travel.example';

function request(
  path: string,
  body: unknown,
  {
    cookie,
    origin = SITE,
    client = '198.51.100.4',
    form = false,
  }: { cookie?: string; origin?: string | null; client?: string; form?: boolean } = {},
) {
  const headers: Record<string, string> = {
    'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
    'x-forwarded-for': client,
    host: 'travel.example',
  };
  if (origin) headers.origin = origin;
  if (cookie) headers.cookie = cookie;
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers,
    body: form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
  });
}

/** A statement's kind and first table, as `select accounts`. */
function statementOf(node: RootOperationNode): string {
  const table = SelectQueryNode.is(node) ? node.from?.froms[0] : InsertQueryNode.is(node) ? node.into : undefined;
  return `${node.kind.replace(/QueryNode$/, '').toLowerCase()} ${table && TableNode.is(table) ? table.table.identifier.name : '?'}`;
}

/** The cookies a response sets, by name: value and attributes. */
function cookiesOf(response: Response): Record<string, string> {
  return Object.fromEntries(response.headers.getSetCookie().map((line) => [line.split('=')[0]!, line]));
}
const tokenOf = (response: Response) => /^token=([^;]*)/.exec(cookiesOf(response).token ?? '')?.[1] ?? '';

describe.each([
  { kind: 'pglite' as const, available: true },
  { kind: 'postgres' as const, available: postgres },
])('accounts on $kind', ({ kind, available }) => {
  let store: Awaited<ReturnType<typeof testStore>>;
  const mails: Mail[] = [];
  // What the routes leave for after their answer (the reset link's row and mail), run as Next's `after` would: once
  // the answer has been given (here, when the test says so), not while it is being made.
  const afterwards: (() => Promise<void>)[] = [];
  const answered = () => Promise.all(afterwards.splice(0).map((task) => task()));
  /** The site's limits on fresh keys; a guarded account slows a new address by `guardDelayMs` (the site's second, unless told). */
  const deps = ({ guardDelayMs }: { guardDelayMs?: number } = {}): Deps => {
    const limits = {
      client: createLimiter(`client${Math.random()}`, ACCOUNT_LIMITS.perClient),
      signIn: createSignInThrottle({
        fromAddress: createLimiter(`sign-in-address${Math.random()}`, SIGN_IN_LIMITS.fromAddress),
        account: createLimiter(`sign-in-account${Math.random()}`, SIGN_IN_LIMITS.account),
        guardDelayMs,
      }),
      reset: createLimiter(`reset${Math.random()}`, ACCOUNT_LIMITS.resetPerAccount),
    };
    return {
      database: async () => store.db,
      limits: () => limits,
      mailer: async () => async (mail) => void mails.push(mail),
      siteUrl: () => SITE,
      cost,
      afterAnswer: (task) => void afterwards.push(task),
    };
  };
  beforeAll(async () => {
    if (available) store = await testStore(kind);
  });
  afterAll(async () => {
    await store?.close();
  });

  it.skipIf(!available)(
    'registers, signs in with the token cookie of SPEC section 9, knows who is signed in, signs out for good',
    async () => {
      const site = deps();
      const registered = await registerResponse(
        request('/api/account/register/', {
          email: 'Ana@Example.com',
          password: 'a long passphrase',
          confirm: 'a long passphrase',
          locale: 'pt',
        }),
        site,
      );
      expect(registered.status).toBe(201);
      expect(await registered.json()).toEqual({ account: { email: 'ana@example.com' } });

      const signedIn = await signInResponse(
        request('/api/account/sign-in/', { email: 'ana@example.com', password: 'a long passphrase' }),
        site,
      );
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
      const cookies = cookiesOf(signedIn);
      expect(cookies.token).toMatch(
        /^token=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=604800; SameSite=Lax; HttpOnly; Secure$/,
      );
      expect(cookies.signed_in).toBe('signed_in=1; Path=/; Max-Age=604800; SameSite=Lax; Secure');
      const token = tokenOf(signedIn);

      // The store keeps the token's hash only, and the password's scrypt hash.
      const session = await store.db.selectFrom('sessions').selectAll().execute();
      expect(session.map((row) => row.token_hash)).not.toContain(token);
      const account = await store.db
        .selectFrom('accounts')
        .selectAll()
        .where('email', '=', 'ana@example.com')
        .executeTakeFirstOrThrow();
      expect(account.password_hash).toMatch(/^scrypt\$10\$8\$1\$/);
      expect(account.password_hash).not.toContain('passphrase');

      const me = await meResponse(
        new Request(`${SITE}/api/account/me/`, { headers: { cookie: `token=${token}` } }),
        site,
      );
      expect(await me.json()).toEqual({ account: { email: 'ana@example.com' } });

      const signedOut = await signOutResponse(
        request('/api/account/sign-out/', {}, { cookie: `token=${token}` }),
        site,
      );
      expect(signedOut.status).toBe(200);
      expect(cookiesOf(signedOut).token).toContain('Max-Age=0');
      const after = await meResponse(
        new Request(`${SITE}/api/account/me/`, { headers: { cookie: `token=${token}` } }),
        site,
      );
      expect(await after.json()).toEqual({ account: null });
    },
  );

  it.skipIf(!available)('answers an unknown e-mail and a wrong password alike, and sets no cookie', async () => {
    const site = deps();
    await registerResponse(
      request('/api/account/register/', {
        email: 'bruno@example.com',
        password: 'correct horse battery',
        confirm: 'correct horse battery',
      }),
      site,
    );
    const wrong = await signInResponse(
      request('/api/account/sign-in/', { email: 'bruno@example.com', password: 'wrong horse battery' }),
      site,
    );
    const unknown = await signInResponse(
      request('/api/account/sign-in/', { email: 'nobody@example.com', password: 'wrong horse battery' }),
      site,
    );
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(await wrong.text()).toBe(await unknown.text());
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it.skipIf(!available)(
    'limits the tries of one address on an account, and of one address across accounts (credential stuffing)',
    async () => {
      const site = deps();
      await registerResponse(
        request('/api/account/register/', {
          email: 'carla@example.com',
          password: 'the right password',
          confirm: 'the right password',
        }),
        site,
      );
      for (let attempt = 0; attempt < SIGN_IN_LIMITS.fromAddress.points; attempt += 1) {
        expect(
          (
            await signInResponse(
              request(
                '/api/account/sign-in/',
                { email: 'carla@example.com', password: `guess number ${attempt}` },
                { client: '192.0.2.7' },
              ),
              site,
            )
          ).status,
        ).toBe(401);
      }
      // Even the right password waits at that address: it is the one guessing.
      const limited = await signInResponse(
        request(
          '/api/account/sign-in/',
          { email: 'carla@example.com', password: 'the right password' },
          { client: '192.0.2.7' },
        ),
        site,
      );
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBe(SIGN_IN_LIMITS.fromAddress.blockSeconds);
      expect(await limited.json()).toEqual({
        error: 'rate_limited',
        retryAfter: SIGN_IN_LIMITS.fromAddress.blockSeconds,
      });

      const fromOneClient = deps();
      let status = 0;
      for (let attempt = 0; attempt <= ACCOUNT_LIMITS.perClient.points; attempt += 1) {
        status = (
          await signInResponse(
            request(
              '/api/account/sign-in/',
              { email: `someone${attempt}@example.com`, password: 'any password at all' },
              { client: '203.0.113.50' },
            ),
            fromOneClient,
          )
        ).status;
      }
      expect(status).toBe(429);
    },
  );

  it.skipIf(!available)(
    'a stranger cannot lock the owner out: after 100 tries from another address, the owner signs in at once',
    async () => {
      const site = deps();
      await registerResponse(
        request('/api/account/register/', {
          email: 'carmen@example.com',
          password: 'the right password',
          confirm: 'the right password',
        }),
        site,
      );
      const statuses = new Set<number>();
      for (let attempt = 0; attempt < 100; attempt += 1) {
        statuses.add(
          (
            await signInResponse(
              request(
                '/api/account/sign-in/',
                { email: 'carmen@example.com', password: `guess number ${attempt}` },
                { client: '203.0.113.66' },
              ),
              site,
            )
          ).status,
        );
      }
      expect([...statuses].sort()).toEqual([401, 429]);
      const started = performance.now();
      const owner = await signInResponse(
        request(
          '/api/account/sign-in/',
          { email: 'carmen@example.com', password: 'the right password' },
          { client: '198.51.100.10' },
        ),
        site,
      );
      expect(owner.status).toBe(200);
      expect(performance.now() - started).toBeLessThan(60_000);
    },
  );

  it.skipIf(!available)(
    'nor can many addresses: 100 failures from 25 put the account under guard, which blocks them and only slows the owner',
    async () => {
      const site = deps({ guardDelayMs: 50 });
      await registerResponse(
        request('/api/account/register/', {
          email: 'celia@example.com',
          password: 'the right password',
          confirm: 'the right password',
        }),
        site,
      );
      const statuses: number[] = [];
      for (let round = 0; round < 4; round += 1) {
        for (let bot = 0; bot < 25; bot += 1) {
          statuses.push(
            (
              await signInResponse(
                request(
                  '/api/account/sign-in/',
                  { email: 'celia@example.com', password: `guess ${round} ${bot}` },
                  { client: `192.0.2.${bot}` },
                ),
                site,
              )
            ).status,
          );
        }
      }
      // Each address failed once; from the second round the guard blocked every address that had tried.
      expect(statuses.slice(0, 25).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(25).every((status) => status === 429)).toBe(true);
      const started = performance.now();
      const owner = await signInResponse(
        request(
          '/api/account/sign-in/',
          { email: 'celia@example.com', password: 'the right password' },
          { client: '198.51.100.10' },
        ),
        site,
      );
      expect(owner.status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(49);
    },
  );

  it.skipIf(!available)(
    'registration: 409 for an e-mail that has an account; the schema’s messages for a short or mismatched password',
    async () => {
      const site = deps();
      await registerResponse(
        request('/api/account/register/', {
          email: 'dora@example.com',
          password: 'first password here',
          confirm: 'first password here',
        }),
        site,
      );
      const again = await registerResponse(
        request('/api/account/register/', {
          email: 'DORA@example.com',
          password: 'second password here',
          confirm: 'second password here',
        }),
        site,
      );
      expect(again.status).toBe(409);
      const invalid = await registerResponse(
        request('/api/account/register/', { email: 'eva@example.com', password: 'short', confirm: 'other' }),
        site,
      );
      expect(invalid.status).toBe(400);
      expect((await invalid.json()).issues).toEqual([{ path: 'password', message: 'account.passwordLength' }]);
      const mismatch = await registerResponse(
        request('/api/account/register/', {
          email: 'eva@example.com',
          password: 'long enough password',
          confirm: 'long enough passwort',
        }),
        site,
      );
      expect((await mismatch.json()).issues).toEqual([{ path: 'confirm', message: 'forms.match' }]);
    },
  );

  it.skipIf(!available)(
    'resets a forgotten password with the mailed link, once; old sessions end; unknown e-mails get the same answer and no mail',
    async () => {
      const site = deps();
      const registered = await registerResponse(
        request('/api/account/register/', {
          email: 'fabio@example.com',
          password: 'old password here',
          confirm: 'old password here',
        }),
        site,
      );
      const oldToken = tokenOf(registered);
      mails.length = 0;
      const unknown = await resetRequestResponse(
        request('/api/account/reset/', { email: 'ghost@example.com', locale: 'it' }),
        site,
      );
      await answered();
      expect(mails).toEqual([]);
      const asked = await resetRequestResponse(
        request('/api/account/reset/', { email: 'fabio@example.com', locale: 'it' }),
        site,
      );
      expect([unknown.status, asked.status]).toEqual([202, 202]);
      const sameAnswer = await unknown.text();
      expect(await asked.text()).toBe(sameAnswer);
      // A mail server that fails changes nothing in the answer either: the mail goes after it, its failure is logged.
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const mailDown = await resetRequestResponse(
        request('/api/account/reset/', { email: 'fabio@example.com', locale: 'it' }),
        { ...site, mailer: async () => async () => Promise.reject(new Error('SMTP down')) },
      );
      expect(mailDown.status).toBe(202);
      expect(await mailDown.text()).toBe(sameAnswer);
      await answered();
      expect(log.mock.calls.map(([line]) => JSON.parse(String(line)).event)).toContain('reset_mail_failed');
      log.mockRestore();
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Scegli una nuova password');
      const link = /https:\/\/travel\.example\/it\/reimposta-password\/\?token=([A-Za-z0-9_-]{43})/.exec(
        mails[0]!.text,
      );
      expect(link).not.toBeNull();

      const changed = await resetPasswordResponse(
        request('/api/account/reset/confirm/', {
          token: link![1],
          password: 'new password here',
          confirm: 'new password here',
        }),
        site,
      );
      expect(changed.status).toBe(200);
      const reused = await resetPasswordResponse(
        request('/api/account/reset/confirm/', {
          token: link![1],
          password: 'another new password',
          confirm: 'another new password',
        }),
        site,
      );
      expect(reused.status).toBe(400);
      expect(await reused.json()).toEqual({ error: 'invalid_token' });

      expect(
        (
          await signInResponse(
            request('/api/account/sign-in/', { email: 'fabio@example.com', password: 'old password here' }),
            site,
          )
        ).status,
      ).toBe(401);
      expect(
        (
          await signInResponse(
            request('/api/account/sign-in/', { email: 'fabio@example.com', password: 'new password here' }),
            site,
          )
        ).status,
      ).toBe(200);
      const me = await meResponse(
        new Request(`${SITE}/api/account/me/`, { headers: { cookie: `token=${oldToken}` } }),
        site,
      );
      expect(await me.json()).toEqual({ account: null });
    },
  );

  it.skipIf(!available)(
    'a reset does the same work before its answer for a known and an unknown e-mail; the link is stored after it',
    async () => {
      const site = deps();
      await registerResponse(
        request('/api/account/register/', {
          email: 'iris@example.com',
          password: 'old password here',
          confirm: 'old password here',
        }),
        site,
      );
      await answered();
      // The store's statements, by kind and table, and whether the answer had been given when each ran.
      const statements: string[] = [];
      const recorder: KyselyPlugin = {
        transformQuery: ({ node }) => {
          statements.push(statementOf(node));
          return node;
        },
        transformResult: async ({ result }) => result,
      };
      const work = async (email: string) => {
        statements.length = 0;
        const answer = await resetRequestResponse(request('/api/account/reset/', { email, locale: 'en' }), {
          ...site,
          database: async () => store.db.withPlugin(recorder),
        });
        const before = [...statements];
        await answered();
        return { status: answer.status, body: await answer.text(), before, after: statements.slice(before.length) };
      };
      const known = await work('iris@example.com');
      const unknown = await work('nobody-here@example.com');
      expect(known.before).toEqual(['select accounts']);
      expect(unknown.before).toEqual(known.before);
      expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
      expect(known.after).toEqual(['insert password_resets']);
      expect(unknown.after).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'a registration whose session cannot be opened stores no account: told to try again, trying again signs in',
    async () => {
      const site = deps();
      // The store refuses new sessions (a full disk, a lost connection between the two writes).
      const sessionsFail: KyselyPlugin = {
        transformQuery: ({ node }) => {
          if (InsertQueryNode.is(node) && node.into?.table.identifier.name === 'sessions')
            throw new Error('sessions unavailable');
          return node;
        },
        transformResult: async ({ result }) => result,
      };
      const body = {
        email: 'hana@example.com',
        password: 'a long passphrase',
        confirm: 'a long passphrase',
        locale: 'en',
      };
      const failed = await registerResponse(request('/api/account/register/', body), {
        ...site,
        database: async () => store.db.withPlugin(sessionsFail),
      });
      expect(failed.status).toBe(503);
      expect(cookiesOf(failed).token).toBeUndefined();
      const again = await registerResponse(request('/api/account/register/', body), site);
      expect(again.status).toBe(201);
      expect(tokenOf(again)).not.toBe('');
    },
  );

  it.skipIf(!available)(
    'without JavaScript: a plain form gets a 303 on to `next` (this site only) or back to its page with the error',
    async () => {
      const site = deps();
      await registerResponse(
        request('/api/account/register/', {
          email: 'gina@example.com',
          password: 'plain form password',
          confirm: 'plain form password',
        }),
        site,
      );
      const ok = await signInResponse(
        request(
          '/api/account/sign-in/',
          { email: 'gina@example.com', password: 'plain form password', locale: 'es', next: '/es/catalogos/' },
          { form: true },
        ),
        site,
      );
      expect(ok.status).toBe(303);
      expect(ok.headers.get('location')).toBe('/es/catalogos/');
      expect(cookiesOf(ok).token).toContain('HttpOnly');
      const wrong = await signInResponse(
        request(
          '/api/account/sign-in/',
          { email: 'gina@example.com', password: 'not the password', locale: 'it', next: '/it/cataloghi/' },
          { form: true },
        ),
        site,
      );
      expect(wrong.status).toBe(303);
      expect(wrong.headers.get('location')).toBe('/it/accedi/?next=%2Fit%2Fcataloghi%2F#invalid_credentials');
      // A page without scripts cannot put its `?next=` in the form: it comes from the page's address.
      const fromPage = request(
        '/api/account/sign-in/',
        { email: 'gina@example.com', password: 'plain form password', locale: 'es' },
        { form: true },
      );
      fromPage.headers.set('referer', `${SITE}/es/iniciar-sesion/?next=%2Fes%2Fcatalogos%2F`);
      expect((await signInResponse(fromPage, site)).headers.get('location')).toBe('/es/catalogos/');
      for (const next of [
        '//evil.example/',
        '/\\evil.example/',
        'https://evil.example/',
        '/.//evil.example/',
        '/%2e//evil.example/',
      ]) {
        const away = await signInResponse(
          request(
            '/api/account/sign-in/',
            { email: 'gina@example.com', password: 'plain form password', locale: 'en', next },
            { form: true },
          ),
          site,
        );
        expect(away.headers.get('location')).toBe('/en/');
      }
      // Characters a header cannot carry come back percent-encoded: a redirect, never a 500 (nor a session without its cookie).
      const euro = await signInResponse(
        request(
          '/api/account/sign-in/',
          { email: 'gina@example.com', password: 'plain form password', locale: 'pt', next: '/pt/€\u0000/' },
          { form: true },
        ),
        site,
      );
      expect(euro.status).toBe(303);
      expect(euro.headers.get('location')).toBe('/pt/%E2%82%AC%00/');
      expect(cookiesOf(euro).token).toContain('HttpOnly');
      const out = await signOutResponse(
        request('/api/account/sign-out/', { locale: 'en', next: '/€' }, { form: true }),
        site,
      );
      expect(out.status).toBe(303);
      expect(out.headers.get('location')).toBe('/%E2%82%AC');
    },
  );

  it.skipIf(!available)(
    'refuses a form sent from another site (CSRF), too big a body, and answers a filled honeypot as a failure without trying',
    async () => {
      const site = deps();
      const foreign = await signInResponse(
        request(
          '/api/account/sign-in/',
          { email: 'a@example.com', password: 'whatever it is' },
          { origin: 'https://evil.example' },
        ),
        site,
      );
      expect(foreign.status).toBe(403);
      // With no proxy in front (TRUSTED_PROXY_HOPS unset), an X-Forwarded-Host is the client's own claim: it vouches for nothing.
      const vouched = request(
        '/api/account/sign-in/',
        { email: 'a@example.com', password: 'whatever it is' },
        { origin: 'https://evil.example' },
      );
      vouched.headers.set('x-forwarded-host', 'evil.example');
      expect((await signInResponse(vouched, site)).status).toBe(403);
      const big = await signInResponse(
        request('/api/account/sign-in/', { email: 'a@example.com', password: 'x'.repeat(5000) }),
        site,
      );
      expect(big.status).toBe(413);
      const bot = await registerResponse(
        request('/api/account/register/', {
          email: 'bot@example.com',
          password: 'bot password 123',
          confirm: 'bot password 123',
          homepage: 'http://spam.example',
        }),
        site,
      );
      expect(bot.status).toBe(201);
      expect(
        await store.db.selectFrom('accounts').select('id').where('email', '=', 'bot@example.com').executeTakeFirst(),
      ).toBeUndefined();
    },
  );

  it.skipIf(!available)('answers 503 and signs nobody in when the store is away', async () => {
    const site = { ...deps(), database: async () => Promise.reject(new Error('connection refused')) };
    const response = await signInResponse(
      request('/api/account/sign-in/', { email: 'a@example.com', password: 'whatever it is' }),
      site,
    );
    expect(response.status).toBe(503);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('passwords', () => {
  it('are scrypt hashes with their parameters and a random salt; only the same password verifies', async () => {
    const [first, second] = await Promise.all([
      hashPassword('same password', cost),
      hashPassword('same password', cost),
    ]);
    expect(first).not.toBe(second);
    expect(await verifyPassword('same password', first)).toBe(true);
    expect(await verifyPassword('same passworD', first)).toBe(false);
    expect(await verifyPassword('same password', 'scrypt$40$8$1$aaaa$bbbb')).toBe(false);
    expect(await verifyPassword('same password', 'plain')).toBe(false);
  });
});
