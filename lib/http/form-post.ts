import 'server-only';
import * as z from 'zod/v4/core';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { clientAddress, type Limiter } from '@/lib/limits/rate-limit';
import { isJsonRequest, readLimitedBody } from './body';
import { HONEYPOT_FIELD } from './honeypot';
import { fromOwnSite } from './origin';

/**
 * What every form's POST route checks before it looks at what was sent
 * (README, "Accounts, catalogues and contact"), in this order:
 *
 * 1. the request comes from the site's own pages (CSRF): a browser's
 *    `Origin` must be the site's (SITE_URL's, or the host it was asked on,
 *    read from `X-Forwarded-Host` only behind TRUSTED_PROXY_HOPS: origin.ts);
 *    without `Origin`, `Sec-Fetch-Site` must not say another site; a client
 *    that sends neither is not a browser, and has no cookies to abuse;
 * 2. the client has tries left (per address, 429 with Retry-After);
 * 3. the body is JSON (the kit's fetch) or a plain HTML form (the account
 *    pages without JavaScript), at most `maxBytes`;
 * 4. the honeypot field is empty: a filled one is a bot, answered as if it
 *    had worked and never stored;
 * 5. the form's own zod schema accepts it (its messages are dictionary keys).
 *
 * Nothing of the body reaches a log line.
 */

/** What is known of a form post before (or without) its fields being valid. */
type FormContext = {
  /** Sent as a plain HTML form (no JavaScript): the answer is a redirect. */
  htmlForm: boolean;
  /** The form page's language: the body's `locale`, else the Referer's first segment, else English. */
  locale: Locale;
  /** The body's fields as sent, not validated (empty when it was not read). */
  fields: Record<string, unknown>;
};

export type FormPostRefusal = FormContext & {
  ok: false;
  status: 400 | 403 | 413 | 415 | 429;
  body: { error: string; issues?: { path: string; message: string }[]; retryAfter?: number };
};

export type FormPost<Output> = FormContext & {
  ok: true;
  /** A bot filled the honeypot: answer as if it had worked, store nothing. */
  bot: boolean;
  /** Null when the bot field was filled (nothing was validated). */
  data: Output | null;
  /** The form render's key (the body's `idempotencyKey`, a UUID), when it sent one. */
  idempotencyKey: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function refererLocale(headers: Headers): Locale {
  try {
    const first = new URL(headers.get('referer') ?? '').pathname.split('/')[1];
    return isLocale(first) ? first : 'en';
  } catch {
    return 'en';
  }
}

function isHtmlForm(request: Request): boolean {
  return /^application\/x-www-form-urlencoded\s*(?:;|$)/i.test(request.headers.get('content-type') ?? '');
}

export async function readFormPost<Schema extends z.$ZodType>(
  request: Request,
  {
    schema,
    maxBytes,
    limiter,
    siteUrl,
    plainForm,
  }: {
    schema: Schema;
    maxBytes: number;
    limiter: Limiter;
    siteUrl: string;
    /** A plain HTML form's fields (all strings) in the shape the schema reads (a ticked box is `'on'`, a list one text field). */
    plainForm?: (fields: Record<string, string>) => Record<string, unknown>;
  },
): Promise<FormPost<z.output<Schema>> | FormPostRefusal> {
  const context: FormContext = { htmlForm: isHtmlForm(request), locale: refererLocale(request.headers), fields: {} };
  const refuse = (status: FormPostRefusal['status'], body: FormPostRefusal['body']): FormPostRefusal => ({
    ...context,
    ok: false,
    status,
    body,
  });
  if (!fromOwnSite(request.headers, siteUrl)) return refuse(403, { error: 'The form must be sent from this site.' });
  const limit = await limiter.consume([clientAddress(request.headers)]);
  if (!limit.allowed) return refuse(429, { error: 'rate_limited', retryAfter: limit.retryAfterSeconds });
  if (!context.htmlForm && !isJsonRequest(request))
    return refuse(415, { error: 'The body must be JSON (Content-Type: application/json) or a form.' });
  const read = await readLimitedBody(request, maxBytes);
  if (!read.ok)
    return read.reason === 'too_large'
      ? refuse(413, { error: `The body must be at most ${maxBytes} bytes.` })
      : refuse(400, { error: 'The body could not be read.' });
  let json: unknown;
  try {
    if (context.htmlForm) {
      const fields = Object.fromEntries(new URLSearchParams(read.text));
      json = plainForm ? plainForm(fields) : fields;
    } else json = JSON.parse(read.text);
  } catch {
    return refuse(400, { error: 'The body is not valid JSON.' });
  }
  if (!json || typeof json !== 'object' || Array.isArray(json))
    return refuse(400, { error: 'The body must be an object of the form’s fields.' });
  context.fields = json as Record<string, unknown>;
  if (isLocale(context.fields.locale)) context.locale = context.fields.locale;
  const key = context.fields.idempotencyKey;
  const idempotencyKey = typeof key === 'string' && UUID.test(key) ? key.toLowerCase() : null;
  const trap = context.fields[HONEYPOT_FIELD];
  if (typeof trap === 'string' ? trap.trim() !== '' : trap !== undefined && trap !== null)
    return { ...context, ok: true, bot: true, data: null, idempotencyKey };
  const parsed = await z.safeParseAsync(schema, context.fields);
  if (!parsed.success) {
    return refuse(400, {
      error: 'Some fields need attention.',
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    });
  }
  return { ...context, ok: true, bot: false, data: parsed.data as z.output<Schema>, idempotencyKey };
}

/** A refusal as the JSON answer (Retry-After on 429). */
export function refusalHeaders(refusal: FormPostRefusal): Record<string, string> {
  return refusal.status === 429 && refusal.body.retryAfter ? { 'Retry-After': String(refusal.body.retryAfter) } : {};
}

/** Logs a store failure without anything the visitor typed. */
export function logStoreFailure(form: string, error: unknown) {
  console.error(
    JSON.stringify({
      level: 'error',
      event: 'submission_store_unavailable',
      form,
      message: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
    }),
  );
}
