'use client';

import { useEffect, useRef, useState } from 'react';
import { useFieldArray, type DefaultValues } from 'react-hook-form';
import {
  CheckboxField,
  FieldGroup,
  SelectField,
  SiteForm,
  SubmitRow,
  TextAreaField,
  TextField,
  useRefocus,
  useSiteForm,
} from '@/components/forms/FormKit.client';
import { Honeypot } from '@/components/forms/Honeypot';
import { keyForSend, postForm, type LastSend, type SubmitOutcome } from '@/components/forms/submit';
import type { Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/template';
import { waitText } from '@/lib/i18n/wait';
import { MESSAGE_MAX } from '@/schemas/contact-limits';
import type { EnquiryInput, EnquiryRequest } from '@/schemas/enquiry';
import { ENQUIRY_ENDPOINT, ENQUIRY_FLEXIBILITY, type EnquiryFlexibility } from '@/schemas/enquiry-limits';
import { MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN } from '@/schemas/travellers';
import { buttonClass, type EnquiryFormProps, type TypedValues } from './enquiry-props';

// The schema (and zod) load with this form, which itself loads at the first touch of the plain form (EnquiryLoader).
const enquirySchema = () => import('@/schemas/enquiry').then((module) => module.enquirySchema);

/** What the form sends: the fields, the page's language, the render's key and the bots' field. */
export type EnquirySubmission = EnquiryRequest & { locale: Locale; idempotencyKey: string; homepage: string };

export const sendEnquiry = (body: EnquirySubmission): Promise<SubmitOutcome> => postForm(ENQUIRY_ENDPOINT, body);

type Notice = { kind: 'unavailable' } | { kind: 'rateLimited'; retryAfterSeconds: number } | { kind: 'invalid' };

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : '');

/** The plain form's values as the kit's form starts with them (the children's ages text becomes one field per child). */
export function initialValues(
  packageId: string,
  packageSlug: string,
  typed: TypedValues = {},
): DefaultValues<EnquiryInput> {
  const flexibility = text(typed.flexibility);
  return {
    packageId,
    packageSlug,
    month: text(typed.month),
    from: text(typed.from),
    to: text(typed.to),
    flexibility: (ENQUIRY_FLEXIBILITY as readonly string[]).includes(flexibility)
      ? (flexibility as EnquiryFlexibility)
      : 'exact',
    adults: text(typed.adults) || '2',
    children: text(typed.childAges)
      .split(/[\s,;]+/)
      .filter(Boolean)
      .slice(0, MAX_CHILDREN)
      .map((age) => ({ age })),
    name: text(typed.name),
    email: text(typed.email),
    phone: text(typed.phone),
    message: text(typed.message),
    consent: typed.consent === true,
  };
}

/**
 * "Ask about this trip" on the form kit (README, "Package enquiry"): the plain form's fields, the children each
 * with an age, the kit's messages; sent by fetch with the idempotency key of what was filled in (a retry of the
 * same values is one row and gets the same reference). Stored, the form gives way to the thanks with the
 * reference, which takes the focus; when the store or the network fails, or the limit is reached, an alert says
 * so and every value stays.
 */
export function EnquiryForm({
  locale,
  texts,
  packageId,
  packageSlug,
  packageName,
  months,
  initial,
  focusField,
  submit = sendEnquiry,
}: EnquiryFormProps & {
  initial?: TypedValues;
  focusField?: string | null;
  submit?: (body: EnquirySubmission) => Promise<SubmitOutcome>;
}) {
  const e = texts.enquiry;
  const lastSend: LastSend = useRef(null);
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [reference, setReference] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useSiteForm(enquirySchema, initialValues(packageId, packageSlug, initial));
  const children = useFieldArray({ control: form.control, name: 'children' });
  const trap = useRef<HTMLInputElement>(null);
  const thanks = useRef<HTMLDivElement>(null);
  const { root, refocus } = useRefocus();

  // Where the visitor was in the plain form: the same field here.
  useEffect(() => {
    if (!focusField) return;
    const field = root.current?.querySelector<HTMLElement>(`[name="${CSS.escape(focusField)}"]`);
    field?.focus();
  }, [focusField, root]);
  useEffect(() => {
    if (status === 'sent') thanks.current?.focus();
  }, [status]);

  const send = async (values: EnquiryRequest) => {
    setStatus('sending');
    setNotice(null);
    const outcome = await submit({
      ...values,
      locale,
      idempotencyKey: keyForSend(lastSend, values),
      homepage: trap.current?.value ?? '',
    });
    if (outcome.kind === 'sent') {
      setReference(outcome.reference ?? null);
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
          issue.path as keyof EnquiryInput,
          { type: 'server', message: issue.message },
          { shouldFocus: index === 0 },
        ),
      );
    } else setNotice({ kind: 'unavailable' });
  };

  const askAnother = () => {
    form.reset(initialValues(packageId, packageSlug));
    lastSend.current = null;
    setNotice(null);
    setReference(null);
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
        <p className="text-lg font-bold">{e.sentHeading}</p>
        <p>{e.sent}</p>
        {reference ? <p className="font-semibold">{fill(e.reference, { reference })}</p> : null}
        <button
          type="button"
          onClick={askAnother}
          className={`${buttonClass} border border-neutral-300 bg-white text-neutral-900 hover:border-brand`}
        >
          {e.another}
        </button>
      </div>
    );
  }

  const noticeText =
    notice?.kind === 'unavailable'
      ? e.unavailable
      : notice?.kind === 'rateLimited'
        ? fill(texts.forms.rateLimited, { time: waitText(locale, notice.retryAfterSeconds) })
        : notice?.kind === 'invalid'
          ? texts.forms.incomplete
          : null;
  const ages = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => ({ value: String(age), label: String(age) }));

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
        aria-label={e.heading}
        action={ENQUIRY_ENDPOINT}
        method="post"
        onValid={send}
        className="relative flex flex-col gap-4"
      >
        <p className="text-sm text-neutral-900">
          <span className="font-semibold">{e.package}: </span>
          {packageName}
        </p>
        <FieldGroup legend={e.when}>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField name="month" label={e.month} options={[{ value: '', label: e.monthNone }, ...months]} />
            <SelectField
              name="flexibility"
              label={e.flexibility}
              options={ENQUIRY_FLEXIBILITY.map((option) => ({ value: option, label: e.flexibilityOptions[option] }))}
            />
          </div>
          <p className="text-sm text-neutral-700">{e.orDates}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="from" label={e.from} type="date" />
            <TextField name="to" label={e.to} type="date" />
          </div>
        </FieldGroup>
        <FieldGroup legend={e.travellers}>
          <TextField name="adults" label={e.adults} type="number" inputMode="numeric" description={`1–${MAX_ADULTS}`} />
          <p className="text-sm font-semibold text-neutral-900">{e.children}</p>
          {children.fields.map((child, index) => (
            <div key={child.id} className="flex items-end gap-3">
              <div className="grow">
                <SelectField
                  name={`children.${index}.age`}
                  label={fill(e.childAge, { number: index + 1 })}
                  options={[{ value: '', label: '–' }, ...ages]}
                />
              </div>
              <button
                type="button"
                onClick={() => children.remove(index)}
                className={`${buttonClass} border border-neutral-300 bg-white px-4 text-sm text-neutral-900 hover:border-brand`}
              >
                {fill(e.removeChild, { number: index + 1 })}
              </button>
            </div>
          ))}
          {children.fields.length < MAX_CHILDREN ? (
            <button
              type="button"
              onClick={() => children.append({ age: '' })}
              className={`${buttonClass} self-start border border-neutral-300 bg-white px-4 text-sm text-neutral-900 hover:border-brand`}
            >
              {e.addChild}
            </button>
          ) : null}
        </FieldGroup>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="name" label={e.name} autoComplete="name" />
          <TextField name="email" label={e.email} type="email" autoComplete="email" inputMode="email" />
        </div>
        <TextField name="phone" label={e.phone} type="tel" autoComplete="tel" inputMode="tel" />
        <TextAreaField name="message" label={e.message} rows={6} count={{ text: e.characters, max: MESSAGE_MAX }} />
        <CheckboxField name="consent" label={e.consent} />
        <Honeypot register={() => ({ ref: trap })} />
        <SubmitRow label={e.submit} busy={status === 'sending'} status={texts.forms.sending} />
      </SiteForm>
    </div>
  );
}
