'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSignedIn, useSignInDialog, type AccountLinks } from '@/components/account/AccountButton.client';
import {
  SiteForm,
  SubmitRow,
  TextField,
  useField,
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

const catalogueSchema = () => import('@/schemas/catalogue-request').then((module) => module.catalogueRequestSchema);

/** Where the form posts (app/api/catalogue-request/route.ts). */
export const CATALOGUE_ENDPOINT = '/api/catalogue-request/';

/** What was typed, kept in the tab while the visitor signs in elsewhere (the sign-in page, another tab); gone once sent. */
export const DRAFT_KEY = 'catalogue-request-draft';

export type CatalogueChoice = { id: string; title: string; description: string | null; cover: ReactNode };
type Values = {
  companyName: string;
  email: string;
  address: string;
  zipCode: string;
  country: string;
  city: string;
  state: string;
  phone: string;
  catalogues: string[];
};
const empty: Values = {
  companyName: '',
  email: '',
  address: '',
  zipCode: '',
  country: '',
  city: '',
  state: '',
  phone: '',
  catalogues: [],
};

function readDraft(): Values {
  try {
    const saved = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<Values> | null;
    return saved
      ? {
          ...empty,
          ...saved,
          catalogues: Array.isArray(saved.catalogues) ? saved.catalogues.filter((id) => typeof id === 'string') : [],
        }
      : empty;
  } catch {
    return empty;
  }
}

type Notice = { text: string; signIn?: boolean } | null;

/**
 * The catalogue request (SPEC sections 3, 4 and 8) on the form kit. Signed
 * out, the form says 'You must be logged in to request our printed catalogs.'
 * with a button that opens the sign-in dialog over it: what was typed stays,
 * and is also kept in the tab (sessionStorage) until it is sent. Signed in,
 * it sends with an idempotency key per request (the same for a retry of the
 * same values, components/forms/submit.ts); only a stored request shows the
 * confirmation, anything else keeps the values and says what to do.
 */
export function CatalogueRequest({
  locale,
  texts,
  catalogues,
  signInLabel,
  links,
  submit = (body) => postForm(CATALOGUE_ENDPOINT, body),
}: {
  locale: Locale;
  texts: FormTexts & { catalogue: Dictionary['catalogue'] };
  catalogues: CatalogueChoice[];
  signInLabel: string;
  links: AccountLinks;
  submit?: (body: Record<string, unknown>) => Promise<SubmitOutcome>;
}) {
  const c = texts.catalogue;
  const signedIn = useSignedIn();
  const openSignIn = useSignInDialog(locale, links);
  const form = useSiteForm(catalogueSchema, empty);
  // The idempotency key of the last send, kept for retries of the same request (components/forms/submit.ts).
  const lastSend: LastSend = useRef(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const done = useRef<HTMLHeadingElement>(null);
  const { root, refocus } = useRefocus();
  usePreloadOnFirstTouch(root, catalogueSchema);

  // A draft from before a sign-in elsewhere comes back; every change is kept until the request is sent.
  useEffect(() => {
    const draft = readDraft();
    if (draft !== empty) form.reset(draft);
    const subscription = form.watch((values) => sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values)));
    return () => subscription.unsubscribe();
  }, [form]);
  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <div className="flex max-w-xl flex-col items-start gap-4 rounded-2xl border border-green-300 bg-green-50 p-6">
        <h2 ref={done} tabIndex={-1} className="text-xl font-bold text-green-900">
          {c.success}
        </h2>
        <button
          type="button"
          onClick={() => {
            lastSend.current = null;
            setSent(false);
            refocus();
          }}
          className="inline-flex min-h-11 items-center rounded-full border border-neutral-300 bg-white px-6 font-semibold text-neutral-900 hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {c.another}
        </button>
      </div>
    );
  }

  const signInNotice = !signedIn || notice?.signIn;
  const signInButton = (
    <button
      type="button"
      onClick={() => void openSignIn(() => setNotice(null))}
      className="ml-3 inline-flex min-h-11 items-center rounded-full bg-brand px-5 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      {signInLabel}
    </button>
  );

  return (
    <div ref={root} className="flex max-w-3xl flex-col gap-6">
      <p className="text-neutral-700">{c.intro}</p>
      <div
        role="status"
        className={
          signInNotice
            ? 'flex flex-wrap items-center gap-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm font-semibold text-amber-950'
            : 'sr-only'
        }
      >
        {signInNotice ? (
          <>
            <span>{c.loginRequired}</span>
            {signInButton}
          </>
        ) : null}
      </div>
      <div
        role="alert"
        className={
          notice && !notice.signIn
            ? 'rounded-xl border border-red-300 bg-red-50 p-4 text-sm font-semibold text-red-900'
            : 'sr-only'
        }
      >
        {notice && !notice.signIn ? notice.text : null}
      </div>
      <SiteForm
        form={form}
        texts={texts}
        aria-label={c.submit}
        className="grid gap-4 sm:grid-cols-2"
        onValid={async (values) => {
          if (!signedIn) {
            void openSignIn(() => setNotice(null));
            return;
          }
          setSending(true);
          const outcome = await submit({
            ...values,
            locale,
            idempotencyKey: keyForSend(lastSend, values),
            homepage: '',
          });
          setSending(false);
          if (outcome.kind === 'sent') {
            sessionStorage.removeItem(DRAFT_KEY);
            form.reset(empty);
            setNotice(null);
            setSent(true);
          } else if (outcome.kind === 'signInRequired') {
            setNotice({ text: c.loginRequired, signIn: true });
          } else if (outcome.kind === 'rateLimited') {
            setNotice({ text: fill(texts.forms.rateLimited, { time: waitText(locale, outcome.retryAfterSeconds) }) });
          } else if (outcome.kind === 'invalid' && outcome.issues.length > 0) {
            for (const issue of outcome.issues) form.setError(issue.path as keyof Values, { message: issue.message });
            setNotice(null);
          } else {
            setNotice({ text: texts.forms.unavailable });
          }
        }}
      >
        <CatalogueChoices catalogues={catalogues} label={c.catalogues} />
        <h2 className="col-span-full mt-2 text-lg font-bold text-neutral-900">{c.postTo}</h2>
        <div className="col-span-full">
          <TextField name="companyName" label={c.companyName} autoComplete="organization" />
        </div>
        <TextField name="email" label={c.email} type="email" autoComplete="email" inputMode="email" />
        <TextField name="phone" label={c.phone} type="tel" autoComplete="tel" inputMode="tel" />
        <div className="col-span-full">
          <TextField name="address" label={c.address} autoComplete="street-address" />
        </div>
        <TextField name="zipCode" label={c.zipCode} autoComplete="postal-code" />
        <TextField name="city" label={c.city} autoComplete="address-level2" />
        <TextField name="state" label={c.state} autoComplete="address-level1" />
        <TextField name="country" label={c.country} autoComplete="country-name" />
        <Honeypot />
        <SubmitRow label={c.submit} busy={sending} status={texts.forms.sending} className="col-span-full" />
      </SiteForm>
    </div>
  );
}

/** The catalogues as checkboxes with their covers: one group, one message ('Choose at least one catalogue.'). */
function CatalogueChoices({ catalogues, label }: { catalogues: CatalogueChoice[]; label: string }) {
  const { register, trigger } = useFormContext<Values>();
  const field = useField('catalogues', label);
  const chosen = useWatch<Values, 'catalogues'>({ name: 'catalogues' }) ?? [];
  return (
    <fieldset
      className="col-span-full flex flex-col gap-2"
      aria-describedby={field.input['aria-describedby']}
      aria-invalid={field.input['aria-invalid']}
    >
      <legend className="mb-2 text-lg font-bold text-neutral-900">{label}</legend>
      <ul className="grid gap-3 sm:grid-cols-2">
        {catalogues.map((catalogue, index) => {
          const id = `${field.id}-${index}`;
          const checked = chosen.includes(catalogue.id);
          return (
            <li key={catalogue.id}>
              <label
                htmlFor={id}
                className={`flex h-full cursor-pointer gap-4 rounded-xl border p-3 ${checked ? 'border-brand bg-red-50/40' : 'border-neutral-200'} has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand`}
              >
                {catalogue.cover ? <span className="shrink-0">{catalogue.cover}</span> : null}
                <span className="flex flex-col gap-2">
                  <span className="flex items-start gap-3">
                    <input
                      id={id}
                      type="checkbox"
                      value={catalogue.id}
                      {...register('catalogues', { onChange: () => void trigger('catalogues') })}
                      {...(index === 0 ? { 'aria-invalid': field.input['aria-invalid'] } : {})}
                      className="mt-0.5 size-6 shrink-0 accent-brand"
                    />
                    <span className="font-semibold text-neutral-900">{catalogue.title}</span>
                  </span>
                  {catalogue.description ? (
                    <span className="text-sm text-neutral-700">{catalogue.description}</span>
                  ) : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {field.parts.message}
    </fieldset>
  );
}
