'use client';

import { useEffect, useRef, useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import {
  CheckboxField,
  SiteForm,
  TextAreaField,
  TextField,
  usePreloadOnFirstTouch,
  useRefocus,
  useSiteForm,
} from '@/components/forms/FormKit.client';
import { Honeypot } from '@/components/forms/Honeypot';
import type { FormTexts } from '@/lib/i18n/form-texts';
import { keyForSend, postForm, type LastSend, type SubmitOutcome } from '@/components/forms/submit';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import type { Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/template';
import { waitText } from '@/lib/i18n/wait';
import { MESSAGE_MAX } from '@/schemas/contact-limits';
import type { ContactRequest } from '@/schemas/contact';

// The schema (and zod) load when the browser is idle, or at the first check: not in the page's first load.
const contactSchema = () => import('@/schemas/contact').then((module) => module.contactSchema);

/** Where the form posts (app/api/contact/route.ts). */
export const CONTACT_ENDPOINT = '/api/contact/';

/** What the form sends: the fields, the page's language, the render's key and the bots' field. */
export type ContactSubmission = ContactRequest & { locale: Locale; idempotencyKey: string; homepage: string };

export const sendContact = (body: ContactSubmission): Promise<SubmitOutcome> => postForm(CONTACT_ENDPOINT, body);

export type ContactFormTexts = FormTexts & Pick<Dictionary, 'contact'>;

type Notice = { kind: 'unavailable' } | { kind: 'rateLimited'; retryAfterSeconds: number } | { kind: 'invalid' };

const empty: DefaultValues<ContactRequest> = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  consent: false,
};

const button =
  'inline-flex min-h-11 items-center rounded-full px-8 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/**
 * The contact form (README, "Contact page"): on the form kit; each filling of
 * the form has its idempotency key, so sending it twice stores one message. While it
 * sends, the button waits; a message stored replaces the form with the
 * thank-you text (which takes the focus) and a button to write another; when
 * the store or the network fails, or the limit is reached, an alert says so
 * and every value stays; the server's messages land on their fields.
 */
export function ContactForm({
  locale,
  texts,
  submit = sendContact,
}: {
  locale: Locale;
  texts: ContactFormTexts;
  submit?: (body: ContactSubmission) => Promise<SubmitOutcome>;
}) {
  const c = texts.contact;
  // The idempotency key of the last send, kept for retries of the same message (components/forms/submit.ts).
  const lastSend: LastSend = useRef(null);
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useSiteForm(contactSchema, empty);
  const trap = useRef<HTMLInputElement>(null);
  const thanks = useRef<HTMLDivElement>(null);
  const { root, refocus } = useRefocus();

  usePreloadOnFirstTouch(root, contactSchema);
  useEffect(() => {
    if (status === 'sent') thanks.current?.focus();
  }, [status]);

  const send = async (values: ContactRequest) => {
    setStatus('sending');
    setNotice(null);
    const outcome = await submit({
      ...values,
      locale,
      idempotencyKey: keyForSend(lastSend, values),
      homepage: trap.current?.value ?? '',
    });
    if (outcome.kind === 'sent') {
      setStatus('sent');
      return;
    }
    setStatus('editing');
    if (outcome.kind === 'rateLimited')
      setNotice({ kind: 'rateLimited', retryAfterSeconds: outcome.retryAfterSeconds });
    else if (outcome.kind === 'invalid') {
      setNotice({ kind: 'invalid' });
      outcome.issues.forEach((issue, index) =>
        form.setError(
          issue.path as keyof ContactRequest,
          { type: 'server', message: issue.message },
          { shouldFocus: index === 0 },
        ),
      );
    } else setNotice({ kind: 'unavailable' });
  };

  const writeAnother = () => {
    form.reset(empty);
    lastSend.current = null;
    setNotice(null);
    setStatus('editing');
    refocus();
  };

  if (status === 'sent') {
    return (
      <div
        ref={thanks}
        tabIndex={-1}
        role="status"
        className="flex flex-col items-start gap-4 rounded-xl border border-green-300 bg-green-50 p-6 text-green-950 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <p className="text-lg font-bold">{c.sentHeading}</p>
        <p>{c.sent}</p>
        <button
          type="button"
          onClick={writeAnother}
          className={`${button} border border-neutral-300 bg-white text-neutral-900 hover:border-brand`}
        >
          {c.another}
        </button>
      </div>
    );
  }

  const sending = status === 'sending';
  const noticeText =
    notice?.kind === 'unavailable'
      ? texts.forms.unavailable
      : notice?.kind === 'rateLimited'
        ? fill(texts.forms.rateLimited, { time: waitText(locale, notice.retryAfterSeconds) })
        : notice?.kind === 'invalid'
          ? texts.forms.incomplete
          : null;

  return (
    <div ref={root} className="flex flex-col gap-4">
      <div
        role="alert"
        className={
          noticeText ? 'rounded-xl border border-red-300 bg-red-50 p-4 text-sm font-semibold text-red-900' : 'sr-only'
        }
      >
        {noticeText}
      </div>
      <SiteForm
        form={form}
        texts={texts}
        aria-label={c.formHeading}
        onValid={send}
        className="relative flex flex-col gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="name" label={c.name} autoComplete="name" />
          <TextField name="email" label={c.email} type="email" autoComplete="email" inputMode="email" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="phone" label={c.phone} type="tel" autoComplete="tel" inputMode="tel" />
          <TextField name="subject" label={c.subject} autoComplete="off" />
        </div>
        <TextAreaField name="message" label={c.message} rows={7} count={{ text: c.characters, max: MESSAGE_MAX }} />
        <CheckboxField name="consent" label={c.consent} />
        <Honeypot register={() => ({ ref: trap })} />
        <div className="flex items-center gap-4">
          <button
            type="submit"
            disabled={sending}
            className={`${button} bg-brand text-white hover:bg-brand-dark disabled:opacity-60`}
          >
            {sending ? texts.forms.sending : c.submit}
          </button>
        </div>
      </SiteForm>
    </div>
  );
}
