import 'server-only';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { after } from 'next/server';
import type { Mailer } from '@/lib/accounts/mail';
import type { Database } from '@/lib/db/schema';
import { PRIVATE_NO_STORE, privateJson } from '@/lib/http/body';
import { logStoreFailure, readFormPost, refusalHeaders, type FormPostRefusal } from '@/lib/http/form-post';
import { intlLocale, type Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/server';
import type { Limiter } from '@/lib/limits/rate-limit';
import { countSubmissionStored } from '@/lib/ops/metrics.mjs';
import { hrefFor } from '@/lib/routes/href';
import { safeRedirectPath } from '@/lib/routes/safe-path';
import { enquiryNoticeId, type EnquiryNotice } from '@/schemas/enquiry-limits';
import { enquirySchema, type EnquiryRequest } from '@/schemas/enquiry';
import { newEnquiryReference, storeEnquiry } from './store';

/**
 * "Ask about this trip": `POST /api/enquiry/` from the package page (README, "Package
 * enquiry"). The contact form's rules (lib/submissions/routes.ts): origin, per-client limit, size, honeypot and
 * schema in lib/http/form-post.ts; "sent" only once the row is stored; a store that fails is a 503 that claims
 * nothing; one row per form render (its idempotency key). Besides: the package must be one the page's market
 * sells, the answer carries the enquiry's reference (`ENQ-` and digits), and a stored enquiry is mailed to the
 * visitor (in the page's language) and to the agency (the CMS contact entry's address) after the answer.
 * Without JavaScript the form posts itself: the answer is a 303 to the thank-you page
 * (`/en/enquiry-sent/?reference=ENQ-…`), or back to the package page with the notice in the fragment.
 */

/** The package an enquiry names, as its page shows it in a language; null when that market does not sell it. */
export type EnquiryPackage = { id: string; name: string; path: string };

export type EnquiryDeps = {
  database: () => Promise<Kysely<Database>>;
  limiter: () => Limiter;
  siteUrl: () => string;
  /** The package with this CMS id and slug, sold in the language's market, or null. */
  packageOf: (locale: Locale, wanted: { id: string; slug: string }) => Promise<EnquiryPackage | null>;
  mailer: () => Promise<Mailer>;
  /** The agency's e-mail address in a language (the CMS contact entry's), or null when there is none. */
  agencyEmail: (locale: Locale) => Promise<string | null>;
  /** Runs work after the answer has gone (the mails): Next's `after` in the site; at once, unawaited, without it. */
  afterAnswer?: (task: () => Promise<void>) => void;
};

/** A plain form (no JavaScript): the ticked box is `on`, the children's ages one field ("4, 9"). */
export function enquiryPlainForm(fields: Record<string, string>): Record<string, unknown> {
  const { childAges = '', consent, ...rest } = fields;
  const ages = childAges.split(/[\s,;]+/).filter(Boolean);
  return { ...rest, consent: consent === 'on' || consent === 'true', children: ages.map((age) => ({ age })) };
}

/**
 * A plain form has no script to make a key per render: its key is the hash of what it sent, so the same
 * enquiry sent twice (a double press, the browser sending again) is one row. A UUID (version 8).
 */
export function plainFormKey(locale: Locale, enquiry: EnquiryRequest): string {
  const hex = createHash('sha256')
    .update(JSON.stringify([locale, enquiry]))
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The page a plain form came from: the package page of the slug it sent; before the body is read (a client past
 * its limit) the Referer's path on this site; else the home page.
 */
function packagePath(form: Form): string {
  const slug = form.fields.packageSlug;
  if (typeof slug === 'string' && slug.length <= 120 && SLUG.test(slug))
    return hrefFor(form.locale, 'packageDetail', { package: slug });
  return form.referer ?? hrefFor(form.locale, 'home', {});
}

/** The Referer's path when it is a page of the site the request was sent to. */
function refererPath(request: Request): string | null {
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    return referer.host === new URL(request.url).host ? safeRedirectPath(referer.pathname) : null;
  } catch {
    return null;
  }
}

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { ...PRIVATE_NO_STORE, Location: location } });

/** The thank-you page with the reference (its page reads it from the query). */
export const thanksPath = (locale: Locale, reference: string) =>
  `${hrefFor(locale, 'enquirySent', {})}?reference=${encodeURIComponent(reference)}`;

type Form = { html: boolean; locale: Locale; fields: Record<string, unknown>; referer: string | null };

/** A refusal: JSON for the form's fetch; for a plain form, back to its package page with the notice. */
function refusal(
  form: Form,
  status: number,
  body: Record<string, unknown>,
  notice: EnquiryNotice,
  headers: Record<string, string> = {},
): Response {
  if (form.html) return seeOther(`${packagePath(form)}#${enquiryNoticeId(notice)}`);
  return privateJson(body, status, headers);
}

export const ENQUIRY_RETRY_AFTER_SECONDS = 5;
const unavailable = (form: Form) =>
  refusal(form, 503, { error: 'unavailable' }, 'unavailable', { 'retry-after': String(ENQUIRY_RETRY_AFTER_SECONDS) });

/** "Sent": 201 for a new row, 200 for a render sent again (the same reference); a plain form goes to the thank-you page. */
function sent(form: Form, reference: string, stored: boolean): Response {
  if (form.html) return seeOther(thanksPath(form.locale, reference));
  return privateJson({ sent: true, reference }, stored ? 201 : 200);
}

/** The message sizes: the enquiry has a few more fields than the contact form (lib/submissions/routes.ts). */
export const MAX_ENQUIRY_BYTES = 16 * 1024;

export async function enquiryResponse(request: Request, deps: EnquiryDeps): Promise<Response> {
  const post = await readFormPost(request, {
    schema: enquirySchema,
    maxBytes: MAX_ENQUIRY_BYTES,
    limiter: deps.limiter(),
    siteUrl: deps.siteUrl(),
    plainForm: enquiryPlainForm,
  });
  const form: Form = { html: post.htmlForm, locale: post.locale, fields: post.fields, referer: refererPath(request) };
  if (!post.ok) return refused(form, post);
  // A bot is told it worked, with a reference that is nobody's; nothing is stored or mailed.
  if (post.bot || !post.data) return sent(form, newEnquiryReference(), true);
  const key = post.idempotencyKey ?? (form.html ? plainFormKey(form.locale, post.data) : null);
  if (!key)
    return privateJson({ error: 'The form must send its idempotencyKey (a UUID made when the form was sent).' }, 400);
  let pkg: EnquiryPackage | null;
  try {
    pkg = await deps.packageOf(form.locale, { id: post.data.packageId, slug: post.data.packageSlug });
  } catch {
    // The content service is down (logged where it failed): nothing is stored, the form keeps every value.
    return unavailable(form);
  }
  if (!pkg)
    return refusal(
      form,
      400,
      { error: 'Some fields need attention.', issues: [{ path: 'packageId', message: 'forms.invalid' }] },
      'invalid',
    );
  let outcome: { stored: boolean; reference: string };
  try {
    outcome = await storeEnquiry(await deps.database(), key, form.locale, { ...post.data, packageName: pkg.name });
  } catch (error) {
    logStoreFailure('enquiry', error);
    return unavailable(form);
  }
  if (outcome.stored) {
    countSubmissionStored('enquiry');
    const mails = enquiryMails(form.locale, outcome.reference, post.data, pkg, deps.siteUrl());
    (deps.afterAnswer ?? ((task) => void task()))(() => sendMails(deps, form.locale, mails));
  }
  return sent(form, outcome.reference, outcome.stored);
}

function refused(form: Form, post: FormPostRefusal): Response {
  const notice: EnquiryNotice = post.status === 429 ? 'rate_limited' : 'invalid';
  // Another site's page is answered, never sent on (a 303 would take its visitor somewhere of ours).
  if (post.status === 403) return privateJson(post.body, 403);
  return refusal(form, post.status, post.body, notice, refusalHeaders(post));
}

/** What an enquiry says of when and who, in the page's language (the mails). */
export function enquirySummary(locale: Locale, enquiry: EnquiryRequest): { when: string; travellers: string } {
  const t = getTranslator(locale);
  const language = intlLocale(locale);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const dates =
    enquiry.from && enquiry.to
      ? t('enquiry.mailDates', { from: day(enquiry.from), to: day(enquiry.to) })
      : new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
          new Date(`${enquiry.month ?? '2000-01'}-01T00:00:00Z`),
        );
  const when = `${dates} (${t(`enquiry.flexibilityOptions.${enquiry.flexibility}`)})`;
  const ages = enquiry.children.map((child) => child.age).join(', ');
  const travellers = t('enquiry.mailTravellers', {
    adults: enquiry.adults,
    children: ages ? t('enquiry.mailChildren', { count: enquiry.children.length, ages }) : t('enquiry.mailNoChildren'),
  });
  return { when, travellers };
}

type Mails = { visitor: { to: string; subject: string; text: string }; notice: { subject: string; text: string } };

/** The visitor's confirmation and the agency's notice, both in the page's language. */
export function enquiryMails(
  locale: Locale,
  reference: string,
  enquiry: EnquiryRequest,
  pkg: EnquiryPackage,
  siteUrl: string,
): Mails {
  const t = getTranslator(locale);
  const { when, travellers } = enquirySummary(locale, enquiry);
  const link = new URL(pkg.path, siteUrl).toString();
  const fields = {
    reference,
    package: pkg.name,
    when,
    travellers,
    link,
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone ?? '-',
    message: enquiry.message,
  };
  return {
    visitor: { to: enquiry.email, subject: t('enquiry.mailSubject', fields), text: t('enquiry.mailText', fields) },
    notice: { subject: t('enquiry.noticeSubject', fields), text: t('enquiry.noticeText', fields) },
  };
}

/** Sends both mails; a mail that fails is logged (no address, nothing typed), never told the visitor: the enquiry is stored. */
async function sendMails(deps: EnquiryDeps, locale: Locale, mails: Mails): Promise<void> {
  const failed = (mail: 'confirmation' | 'notice', error: unknown) =>
    console.error(
      JSON.stringify({
        level: 'error',
        event: 'enquiry_mail_failed',
        mail,
        message: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
      }),
    );
  let mailer: Mailer;
  try {
    mailer = await deps.mailer();
  } catch (error) {
    failed('confirmation', error);
    return;
  }
  try {
    await mailer(mails.visitor);
  } catch (error) {
    failed('confirmation', error);
  }
  try {
    const agency = await deps.agencyEmail(locale);
    if (agency) await mailer({ to: agency, ...mails.notice });
    else
      console.error(
        JSON.stringify({
          level: 'error',
          event: 'enquiry_mail_failed',
          mail: 'notice',
          message: 'the CMS has no contact e-mail in this language',
        }),
      );
  } catch (error) {
    failed('notice', error);
  }
}

/** The site's Next `after`, for the site's dependencies (lib/submissions/routes.ts). */
export const afterTheAnswer = (task: () => Promise<void>) => after(task);
