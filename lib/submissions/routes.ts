import 'server-only';
import type { Kysely } from 'kysely';
import { siteMailer } from '@/lib/accounts/mail';
import { requestAccount } from '@/lib/accounts/routes';
import { loadCatalogues } from '@/lib/content/catalogues';
import { loadContactDetails } from '@/lib/content/contact';
import { hrefFor } from '@/lib/routes/href';
import { store } from '@/lib/db';
import type { Database } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { privateJson } from '@/lib/http/body';
import { logStoreFailure, readFormPost, refusalHeaders } from '@/lib/http/form-post';
import type { Locale } from '@/lib/i18n/locales';
import { createLimiter, type LimitRule, type Limiter } from '@/lib/limits/rate-limit';
import { catalogueRequestSchema } from '@/schemas/catalogue-request';
import { contactSchema } from '@/schemas/contact';
import { countSubmissionStored } from '@/lib/ops/metrics.mjs';
import { afterTheAnswer, enquiryResponse, type EnquiryDeps } from './enquiry';
import { storeCatalogueRequest, storeContactRequest } from './store';

/**
 * The contact form's and the catalogue request's API (README, "Accounts,
 * catalogues and contact"). Nothing is lost: the answer says "sent" (201,
 * or 200 for a render sent again) only once the row is in the store; a store
 * that fails is a 503 the form answers by keeping what was typed and asking
 * to try again. Each render sends its idempotency key, so a double submit is
 * one row.
 */

/** Per client address: 20 sends in 15 minutes, then 10 minutes, doubled per block (a day at most). */
export const SUBMISSION_LIMIT: LimitRule = {
  points: 20,
  durationSeconds: 15 * 60,
  blockSeconds: 10 * 60,
  maxBlockSeconds: 24 * 60 * 60,
};

/** A message of 2,000 characters, all of them 4-byte, with the rest of the form, fits. */
export const MAX_SUBMISSION_BYTES = 16 * 1024;

export type SubmissionDeps = {
  database: () => Promise<Kysely<Database>>;
  limiter: () => Limiter;
  siteUrl: () => string;
  /** The ids of the catalogues the CMS offers in a language (only those can be requested). */
  catalogueIds: (locale: Locale) => Promise<ReadonlySet<string>>;
};

let limiter: Limiter | undefined;
const siteDeps: SubmissionDeps = {
  database: async () => (await store()).db,
  limiter: () => (limiter ??= createLimiter('submission-client', SUBMISSION_LIMIT)),
  siteUrl: () => env().SITE_URL,
  catalogueIds: async (locale) => new Set((await loadCatalogues(locale)).map((catalogue) => catalogue.id)),
};

/** The package enquiry's (lib/submissions/enquiry.ts): the same store and per-client limit as the other forms. */
const siteEnquiryDeps: EnquiryDeps = {
  database: siteDeps.database,
  limiter: siteDeps.limiter,
  siteUrl: siteDeps.siteUrl,
  packageOf: async (locale, { id, slug }) => {
    // Loaded on the first enquiry: the package page's loader and its query stay out of the other forms' routes.
    const { loadPackage } = await import('@/lib/content/package-page');
    const found = await loadPackage(locale, slug);
    return found && found.id === id
      ? { id: found.id, name: found.name, path: hrefFor(locale, 'packageDetail', { package: found.slug }) }
      : null;
  },
  mailer: siteMailer,
  agencyEmail: async (locale) => (await loadContactDetails(locale))?.email ?? null,
  afterAnswer: afterTheAnswer,
};

/** POST /api/enquiry/: "Ask about this trip" on a package page (lib/submissions/enquiry.ts). */
export async function packageEnquiryResponse(request: Request, deps: EnquiryDeps = siteEnquiryDeps): Promise<Response> {
  return enquiryResponse(request, deps);
}

const missingKey = () =>
  privateJson({ error: 'The form must send its idempotencyKey (a UUID made when the form was shown).' }, 400);
/** Seconds a form waits before sending again after a 503 (a data store restarting is back within them). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
const unavailable = () =>
  privateJson({ error: 'unavailable' }, 503, { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
/** "Sent": 201 for a new row (counted in the metrics), 200 for a render sent again. */
const sent = (form: 'contact' | 'catalogue', stored: boolean) => {
  if (stored) countSubmissionStored(form);
  return privateJson({ sent: true }, stored ? 201 : 200);
};

/** POST /api/contact/: the contact form. */
export async function contactResponse(request: Request, deps: SubmissionDeps = siteDeps): Promise<Response> {
  const post = await readFormPost(request, {
    schema: contactSchema,
    maxBytes: MAX_SUBMISSION_BYTES,
    limiter: deps.limiter(),
    siteUrl: deps.siteUrl(),
  });
  if (!post.ok) return privateJson(post.body, post.status, refusalHeaders(post));
  if (post.bot || !post.data) return privateJson({ sent: true }, 201);
  if (!post.idempotencyKey) return missingKey();
  try {
    const { stored } = await storeContactRequest(await deps.database(), post.idempotencyKey, post.locale, post.data);
    return sent('contact', stored);
  } catch (error) {
    logStoreFailure('contact', error);
    return unavailable();
  }
}

/** POST /api/catalogue-request/: a signed-in visitor's catalogue request (401 `sign_in_required` without a session). */
export async function catalogueResponse(request: Request, deps: SubmissionDeps = siteDeps): Promise<Response> {
  const post = await readFormPost(request, {
    schema: catalogueRequestSchema,
    maxBytes: MAX_SUBMISSION_BYTES,
    limiter: deps.limiter(),
    siteUrl: deps.siteUrl(),
  });
  if (!post.ok) return privateJson(post.body, post.status, refusalHeaders(post));
  if (post.bot || !post.data) return privateJson({ sent: true }, 201);
  if (!post.idempotencyKey) return missingKey();
  let offered: ReadonlySet<string>;
  try {
    offered = await deps.catalogueIds(post.locale);
  } catch {
    // The content service is down (logged where it failed): nothing is stored, the form keeps every value.
    return unavailable();
  }
  const unknown = post.data.catalogues.filter((id) => !offered.has(id));
  if (unknown.length > 0)
    return privateJson(
      { error: 'Some fields need attention.', issues: [{ path: 'catalogues', message: 'forms.invalid' }] },
      400,
    );
  try {
    const database = await deps.database();
    const account = await requestAccount(request, { database: async () => database });
    if (!account) return privateJson({ error: 'sign_in_required' }, 401);
    const { stored } = await storeCatalogueRequest(database, post.idempotencyKey, post.locale, account.id, post.data);
    return sent('catalogue', stored);
  } catch (error) {
    logStoreFailure('catalogue', error);
    return unavailable();
  }
}
