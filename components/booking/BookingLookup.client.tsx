'use client';

import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  CheckboxField,
  SiteForm,
  SubmitRow,
  TextField,
  usePreloadOnFirstTouch,
  useRefocus,
  useSiteForm,
} from '@/components/forms/FormKit.client';
import type { Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/template';
import { waitText } from '@/lib/i18n/wait';
import { bookingLookupMachine, type LookupOutcome, type LookupValues } from '@/machines/booking-lookup';

// The schema (and zod) load when the browser is idle, or at the first check: not in the page's first load.
const bookingSchema = () => import('@/schemas/booking-lookup').then((module) => module.bookingLookupSchema);
import { BookingDetails } from './BookingDetails';
import type { BookingTexts } from './texts';
import { siteRequest } from '@/lib/http/site-request';

/** Where the form posts (app/api/booking-lookup/route.ts). */
export const LOOKUP_ENDPOINT = '/api/booking-lookup/';

/** The API's answer as the machine's outcome; anything unexpected is a failure the visitor can retry. */
export async function postLookup(values: LookupValues, endpoint = LOOKUP_ENDPOINT): Promise<LookupOutcome> {
  const response = await siteRequest().send(endpoint, { method: 'POST', body: values, cache: 'no-store' });
  if (response.status === 200)
    return {
      kind: 'found',
      booking: (
        (await response.json()) as {
          booking: LookupOutcome & { kind: 'found' } extends { booking: infer B } ? B : never;
        }
      ).booking,
    };
  if (response.status === 404) return { kind: 'notFound' };
  if (response.status === 429)
    return { kind: 'rateLimited', retryAfterSeconds: Math.max(1, Number(response.headers.get('retry-after')) || 60) };
  return { kind: 'failed' };
}

/**
 * The booking lookup (SPEC sections 3, 5 and 8), driven by
 * machines/booking-lookup.ts: the form on the kit with the spec's messages;
 * while it asks, the button waits; a found booking replaces the form (its
 * heading takes the focus); not found says the spec's words, the limit says
 * when to try again, a failure offers to retry (the form as it is then); going
 * back keeps what was typed.
 */
export function BookingLookup({
  locale,
  texts,
  lookup = postLookup,
}: {
  locale: Locale;
  texts: BookingTexts;
  lookup?: (values: LookupValues) => Promise<LookupOutcome>;
}) {
  const machine = useMemo(
    () =>
      bookingLookupMachine.provide({
        actors: { lookup: fromPromise<LookupOutcome, LookupValues>(({ input }) => lookup(input)) },
      }),
    [lookup],
  );
  const [state, send] = useMachine(machine);
  const form = useSiteForm(bookingSchema, state.context.values);
  const heading = useRef<HTMLHeadingElement>(null);
  const formId = useId();
  const { root, refocus } = useRefocus();
  const b = texts.form.booking!;
  const submitting = state.matches('submitting');

  useEffect(() => {
    if (state.matches('found')) heading.current?.focus();
  }, [state]);
  usePreloadOnFirstTouch(root, bookingSchema);

  if (state.matches('found') && state.context.booking) {
    return (
      <div className="flex flex-col gap-4">
        <BookingDetails booking={state.context.booking} locale={locale} texts={texts} headingRef={heading} />
        <div>
          <button
            type="button"
            onClick={() => {
              send({ type: 'EDIT' });
              refocus();
            }}
            className="inline-flex min-h-11 items-center rounded-full border border-neutral-300 px-6 font-semibold text-neutral-900 hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {b.another}
          </button>
        </div>
      </div>
    );
  }

  const wait = state.context.retryAfterSeconds;
  const notice = state.matches('notFound')
    ? b.lookupFailed
    : state.matches('rateLimited') && wait
      ? fill(b.rateLimited, { time: waitText(locale, wait) })
      : state.matches('failed')
        ? b.failed
        : null;

  return (
    <div ref={root} className="flex max-w-xl flex-col gap-4">
      <p className="text-neutral-700">{b.intro}</p>
      <div
        role="alert"
        className={
          notice ? 'rounded-xl border border-red-300 bg-red-50 p-4 text-sm font-semibold text-red-900' : 'sr-only'
        }
      >
        {notice}
        {state.matches('failed') ? (
          // Sends the form as it is now: checked again, with whatever the visitor corrected since the failure.
          <button
            type="submit"
            form={formId}
            className="ml-3 inline-flex min-h-11 items-center rounded-full bg-white px-4 font-semibold text-red-900 underline"
          >
            {b.retry}
          </button>
        ) : null}
      </div>
      <SiteForm
        id={formId}
        form={form}
        texts={texts.form}
        aria-label={b.submit}
        onValid={(values) =>
          send({
            type: 'SUBMIT',
            values: { reference: values.reference, email: values.email, consent: values.consent },
          })
        }
        className="flex flex-col gap-4"
      >
        <TextField name="reference" label={b.reference} description={b.referenceHint} autoComplete="off" />
        <TextField name="email" label={b.email} type="email" autoComplete="email" inputMode="email" />
        <CheckboxField name="consent" label={b.consent} />
        <SubmitRow label={b.submit} busy={submitting} status={b.searching} />
      </SiteForm>
    </div>
  );
}
