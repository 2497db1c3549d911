import 'server-only';
import type { Kysely } from 'kysely';
import type * as z from 'zod/v4/core';
import { after } from 'next/server';
import { store } from '@/lib/db';
import type { Database } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { PRIVATE_NO_STORE, privateJson } from '@/lib/http/body';
import { logStoreFailure, readFormPost, refusalHeaders, type FormPostRefusal } from '@/lib/http/form-post';
import { getTranslator } from '@/lib/i18n/server';
import type { Locale } from '@/lib/i18n/locales';
import { clientAddress, createLimiter, type LimitRule, type Limiter } from '@/lib/limits/rate-limit';
import { href } from '@/lib/routes/href';
import { registerSchema, resetPasswordSchema, resetRequestSchema, signInSchema } from '@/schemas/account';
import { NO_SCRIPT_NOTICES } from '@/lib/accounts/notices';
import { safeNext } from './links';
import {
  checkCredentials,
  createAccountWithSession,
  finishReset,
  openSession,
  revokeSession,
  sessionAccount,
  prepareReset,
  type Account,
} from './accounts';
import { readCookie, secureCookies, signInCookies, signOutCookies, TOKEN_COOKIE } from './cookies';
import { siteMailer, type Mailer } from './mail';
import { createSignInThrottle, SIGN_IN_LIMITS, type SignInThrottle } from './sign-in-throttle';
import type { ScryptCost } from './password';

/**
 * The account API (README, "Accounts, catalogues and contact"): sign-in,
 * sign-out, registration, password reset, and who is signed in. Each POST
 * passes lib/http/form-post.ts first (origin, per-client limit, size,
 * honeypot, the form's schema). The dialog sends JSON and gets JSON; the
 * account pages without JavaScript send a plain form and get a 303 back to
 * where they were (`next`) or to the page with `?error=`.
 */

/**
 * Per client address 30 posts of any account form in 15 minutes, then 5 minutes, doubled per block (a day at
 * most); reset links, 3 per e-mail an hour. Sign-in tries, per account and address together: SIGN_IN_LIMITS
 * (lib/accounts/sign-in-throttle.ts, OWASP ASVS 6.3).
 */
export const ACCOUNT_LIMITS = {
  perClient: { points: 30, durationSeconds: 15 * 60, blockSeconds: 5 * 60, maxBlockSeconds: 24 * 60 * 60 },
  resetPerAccount: { points: 3, durationSeconds: 60 * 60, blockSeconds: 60 * 60, maxBlockSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, LimitRule>;

/** An account form's body is a few hundred bytes. */
export const MAX_ACCOUNT_BYTES = 2 * 1024;

type Limits = { client: Limiter; signIn: SignInThrottle; reset: Limiter };
export type AccountDeps = {
  database: () => Promise<Kysely<Database>>;
  limits: () => Limits;
  mailer: () => Promise<Mailer>;
  siteUrl: () => string;
  /** scrypt's cost (tests use a small one). */
  cost?: ScryptCost;
  /** Runs work after the answer has gone (the reset mail): Next's `after` in the site; at once, unawaited, without it. */
  afterAnswer?: (task: () => Promise<void>) => void;
};

let limiters: Limits | undefined;
const siteDeps: AccountDeps = {
  database: async () => (await store()).db,
  limits: () =>
    (limiters ??= {
      client: createLimiter('account-client', ACCOUNT_LIMITS.perClient),
      signIn: createSignInThrottle({
        fromAddress: createLimiter('account-sign-in-address', SIGN_IN_LIMITS.fromAddress),
        account: createLimiter('account-sign-in-account', SIGN_IN_LIMITS.account),
      }),
      reset: createLimiter('account-reset', ACCOUNT_LIMITS.resetPerAccount),
    }),
  mailer: siteMailer,
  siteUrl: () => env().SITE_URL,
  afterAnswer: (task) => after(task),
};

/** The screens the account pages are on (route table). */
type AccountScreen = 'signIn' | 'register' | 'resetPassword';

/** A page without scripts cannot copy its `?next=` into the form: the form's page address (the Referer) has it. */
function refererNext(request: Request): string | undefined {
  try {
    return new URL(request.headers.get('referer') ?? '').searchParams.get('next') ?? undefined;
  } catch {
    return undefined;
  }
}

type Answer = { status: number; body: Record<string, unknown>; cookies?: string[]; headers?: Record<string, string> };

/** Whether the form wants JSON or a redirect, its page and where a success goes. */
type AccountForm = { html: boolean; locale: Locale; screen: AccountScreen; next: string };

/** A JSON answer, or for a plain form the redirect: `success` to `next`, anything else back to its page with the error's code. */
function respond(answer: Answer, form: AccountForm & { success: boolean }): Response {
  const headers = new Headers({ ...PRIVATE_NO_STORE, ...answer.headers });
  for (const cookie of answer.cookies ?? []) headers.append('Set-Cookie', cookie);
  if (!form.html) {
    headers.set('Content-Type', 'application/json');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
  }
  const back = new URL(href(form.locale, form.screen), 'http://site');
  if (form.next !== href(form.locale, 'home')) back.searchParams.set('next', form.next);
  const sent = answer.body.sent === true;
  // The page is static: its notice is the address's fragment, which it shows with CSS (`:target`) or its script.
  const code =
    typeof answer.body.error === 'string' && (NO_SCRIPT_NOTICES as readonly string[]).includes(answer.body.error)
      ? answer.body.error
      : 'failed';
  headers.set(
    'Location',
    form.success && !sent ? form.next : `${back.pathname}${back.search}#${form.success ? 'sent' : code}`,
  );
  return new Response(null, { status: 303, headers });
}

function refused(refusal: FormPostRefusal, form: AccountForm): Response {
  return respond(
    { status: refusal.status, body: refusal.body, headers: refusalHeaders(refusal) },
    { ...form, success: false },
  );
}

/**
 * An account form's post, read through lib/http/form-post.ts, and where its
 * answer goes: the `next` the form (or else its page's address) asks for,
 * unless the route names its own.
 */
async function readAccountPost<Schema extends z.$ZodType>(
  request: Request,
  deps: AccountDeps,
  schema: Schema,
  screen: AccountScreen,
  ownNext?: (locale: Locale) => string,
) {
  const post = await readFormPost(request, {
    schema,
    maxBytes: MAX_ACCOUNT_BYTES,
    limiter: deps.limits().client,
    siteUrl: deps.siteUrl(),
  });
  const { locale, htmlForm: html } = post;
  const next = ownNext ? ownNext(locale) : safeNext(post.fields.next ?? refererNext(request), locale);
  const form: AccountForm = { html, locale, screen, next };
  return { post, form };
}

const unavailable = { status: 503, body: { error: 'unavailable' } } as const;

/** POST /api/account/sign-in/: an e-mail and password; the same 401 for an unknown e-mail and a wrong password. */
export async function signInResponse(request: Request, deps: AccountDeps = siteDeps): Promise<Response> {
  const { post, form } = await readAccountPost(request, deps, signInSchema, 'signIn');
  if (!post.ok) return refused(post, form);
  if (post.bot || !post.data)
    return respond({ status: 401, body: { error: 'invalid_credentials' } }, { ...form, success: false });
  const { email, password } = post.data;
  const attempt = await deps.limits().signIn.attempt(email, clientAddress(request.headers));
  if (!attempt.allowed)
    return respond(
      {
        status: 429,
        body: { error: 'rate_limited', retryAfter: attempt.retryAfterSeconds },
        headers: { 'Retry-After': String(attempt.retryAfterSeconds) },
      },
      { ...form, success: false },
    );
  let account: Account | null;
  let token: string | null = null;
  try {
    const db = await deps.database();
    account = await checkCredentials(db, email, password, deps.cost);
    if (account) token = await openSession(db, account.id);
  } catch (error) {
    // Neither a failure nor a success: the try stays counted for the address, the account's count is unchanged.
    logStoreFailure('sign-in', error);
    return respond(unavailable, { ...form, success: false });
  }
  if (!account || !token) {
    await attempt.failed();
    return respond({ status: 401, body: { error: 'invalid_credentials' } }, { ...form, success: false });
  }
  await attempt.succeeded();
  const cookies = signInCookies(token, { secure: secureCookies(deps.siteUrl(), request.headers) });
  return respond({ status: 200, body: { account: { email: account.email } }, cookies }, { ...form, success: true });
}

/** POST /api/account/register/: a new account, signed in at once; 409 when the e-mail has one. */
export async function registerResponse(request: Request, deps: AccountDeps = siteDeps): Promise<Response> {
  const { post, form } = await readAccountPost(request, deps, registerSchema, 'register');
  if (!post.ok) return refused(post, form);
  // A bot is told it worked; nothing is stored.
  if (post.bot || !post.data) return respond({ status: 201, body: { account: null } }, { ...form, success: true });
  let outcome: Awaited<ReturnType<typeof createAccountWithSession>>;
  try {
    outcome = await createAccountWithSession(await deps.database(), post.data.email, post.data.password, deps.cost);
  } catch (error) {
    logStoreFailure('register', error);
    return respond(unavailable, { ...form, success: false });
  }
  if (!('created' in outcome)) return respond({ status: 409, body: { error: 'exists' } }, { ...form, success: false });
  const cookies = signInCookies(outcome.token, { secure: secureCookies(deps.siteUrl(), request.headers) });
  return respond(
    { status: 201, body: { account: { email: outcome.created.email } }, cookies },
    { ...form, success: true },
  );
}

/**
 * POST /api/account/reset/: sends a reset link to the e-mail's account. The
 * answer is the same whether the e-mail has an account or not, in its body
 * and its time: both do the same work before it (prepareReset), and the
 * link's row and the mail come after it (a store or mail server that fails
 * then is logged, not told).
 */
export async function resetRequestResponse(request: Request, deps: AccountDeps = siteDeps): Promise<Response> {
  const { post, form } = await readAccountPost(request, deps, resetRequestSchema, 'resetPassword');
  if (!post.ok) return refused(post, form);
  const sent = { status: 202, body: { sent: true } };
  if (post.bot || !post.data) return respond(sent, { ...form, success: true });
  const { email } = post.data;
  const limit = await deps.limits().reset.consume([email]);
  // Past the limit the visitor is told the same: a flood of links to someone's inbox stops quietly.
  if (!limit.allowed) return respond(sent, { ...form, success: true });
  let reset: Awaited<ReturnType<typeof prepareReset>>;
  try {
    reset = await prepareReset(await deps.database(), email);
  } catch (error) {
    logStoreFailure('password-reset', error);
    return respond(unavailable, { ...form, success: false });
  }
  // The mail is written for every e-mail, and the link's row stored and the mail sent after the answer, only for
  // one with an account: up to the answer both do the same work, so its time does not tell them apart either.
  const link = new URL(href(form.locale, 'resetPassword'), deps.siteUrl());
  link.searchParams.set('token', reset.token);
  const t = getTranslator(form.locale);
  const mail = {
    to: email,
    subject: t('account.resetMailSubject'),
    text: t('account.resetMailText', { link: link.toString() }),
  };
  (deps.afterAnswer ?? ((task) => void task()))(async () => {
    try {
      if (!(await reset.save())) return;
    } catch (error) {
      // Told "sent" already: the link is not stored, no mail goes; the visitor may ask again.
      logStoreFailure('password-reset', error);
      return;
    }
    try {
      await (
        await deps.mailer()
      )(mail);
    } catch (error) {
      console.error(
        JSON.stringify({
          level: 'error',
          event: 'reset_mail_failed',
          message: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
        }),
      );
    }
  });
  return respond(sent, { ...form, success: true });
}

/** POST /api/account/reset/confirm/: a reset link's token and the new password; every session of the account ends. */
export async function resetPasswordResponse(request: Request, deps: AccountDeps = siteDeps): Promise<Response> {
  const { post, form } = await readAccountPost(request, deps, resetPasswordSchema, 'resetPassword', (locale) =>
    href(locale, 'signIn'),
  );
  if (!post.ok) return refused(post, form);
  if (post.bot || !post.data)
    return respond({ status: 400, body: { error: 'invalid_token' } }, { ...form, success: false });
  let changed: boolean;
  try {
    changed = await finishReset(await deps.database(), post.data.token, post.data.password, deps.cost);
  } catch (error) {
    logStoreFailure('password-reset', error);
    return respond(unavailable, { ...form, success: false });
  }
  if (!changed) return respond({ status: 400, body: { error: 'invalid_token' } }, { ...form, success: false });
  return respond({ status: 200, body: { changed: true } }, { ...form, success: true });
}

/** POST /api/account/sign-out/: the session ends in the store and both cookies go. */
export async function signOutResponse(request: Request, deps: AccountDeps = siteDeps): Promise<Response> {
  const { post, form } = await readAccountPost(request, deps, resetRequestSchema.partial(), 'signIn');
  if (!post.ok) return refused(post, form);
  const token = readCookie(request.headers.get('cookie'), TOKEN_COOKIE);
  if (token) {
    try {
      await revokeSession(await deps.database(), token);
    } catch (error) {
      // The cookies still go; the session's row expires by itself.
      logStoreFailure('sign-out', error);
    }
  }
  const cookies = signOutCookies({ secure: secureCookies(deps.siteUrl(), request.headers) });
  return respond({ status: 200, body: { account: null }, cookies }, { ...form, success: true });
}

/** The account a request's token cookie signs in, or null (no cookie, revoked, expired, or the store away). */
export async function requestAccount(
  request: Request,
  deps: Pick<AccountDeps, 'database'> = siteDeps,
): Promise<Account | null> {
  const token = readCookie(request.headers.get('cookie'), TOKEN_COOKIE);
  if (!token) return null;
  return sessionAccount(await deps.database(), token);
}

/** GET /api/account/me/: who is signed in (`{ account: { email } | null }`), private. */
export async function meResponse(request: Request, deps: AccountDeps = siteDeps): Promise<Response> {
  try {
    const account = await requestAccount(request, deps);
    return privateJson({ account: account ? { email: account.email } : null }, 200);
  } catch (error) {
    logStoreFailure('session', error);
    return privateJson(unavailable.body, 503);
  }
}
