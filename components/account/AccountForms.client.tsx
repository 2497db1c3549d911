'use client';

import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SiteForm, SubmitRow, TextField, useRefocus, useSiteForm } from '@/components/forms/FormKit.client';
import { Honeypot } from '@/components/forms/Honeypot';
import type { FormTexts } from '@/lib/i18n/form-texts';
import { safeNext } from '@/lib/accounts/links';
import { NO_SCRIPT_NOTICES } from '@/lib/accounts/notices';
import { announceSession } from '@/lib/accounts/session-events';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import type { Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/template';
import { waitText } from '@/lib/i18n/wait';
import { RESET_TOKEN } from '@/schemas/account-token';
import { siteRequest } from '@/lib/http/site-request';

// The schemas (and zod) load with the first check, not with the page.
const schemas = () => import('@/schemas/account');
const signInSchema = () => schemas().then((module) => module.signInSchema);
const registerSchema = () => schemas().then((module) => module.registerSchema);
const resetRequestSchema = () => schemas().then((module) => module.resetRequestSchema);
const resetPasswordSchema = () => schemas().then((module) => module.resetPasswordSchema);

/** What each form posts to (lib/accounts/routes.ts). */
export const ACCOUNT_ENDPOINTS = {
  signIn: '/api/account/sign-in/',
  register: '/api/account/register/',
  reset: '/api/account/reset/',
  newPassword: '/api/account/reset/confirm/',
  signOut: '/api/account/sign-out/',
} as const;

export type AccountMode = keyof Omit<typeof ACCOUNT_ENDPOINTS, 'signOut'>;

export type AccountTexts = FormTexts & { account: Dictionary['account'] };

/** What the account API answered, as the forms need it. */
export type AccountAnswer = {
  status: number;
  error?: string;
  email?: string;
  retryAfter?: number;
  issues?: { path: string; message: string }[];
};
export type AccountPost = (mode: AccountMode, body: Record<string, unknown>) => Promise<AccountAnswer>;

export const postAccount: AccountPost = async (mode, body) => {
  try {
    const response = await siteRequest().send(ACCOUNT_ENDPOINTS[mode], { method: 'POST', body, cache: 'no-store' });
    const answer = (await response.json().catch(() => ({}))) as {
      error?: string;
      account?: { email?: string } | null;
      issues?: AccountAnswer['issues'];
    };
    return {
      status: response.status,
      error: answer.error,
      email: answer.account?.email,
      issues: answer.issues,
      retryAfter: Number(response.headers.get('retry-after')) || undefined,
    };
  } catch {
    return { status: 503, error: 'unavailable' };
  }
};

/** A notice's text for an answer's error code (the pages without JavaScript get the same code in `?error=`). */
export function noticeText(
  texts: AccountTexts,
  locale: Locale,
  error: string | undefined,
  retryAfter?: number,
): string | null {
  switch (error) {
    case undefined:
      return null;
    case 'invalid_credentials':
      return texts.account.invalidCredentials;
    case 'exists':
      return texts.account.exists;
    case 'invalid_token':
      return texts.account.invalidToken;
    case 'rate_limited':
      return fill(texts.forms.rateLimited, { time: waitText(locale, retryAfter ?? 60) });
    case 'unavailable':
      return texts.forms.unavailable;
    default:
      return texts.forms.notAllFilled;
  }
}

type Links = Record<AccountMode, string>;

export type AccountFormsProps = {
  locale: Locale;
  texts: AccountTexts;
  /** The form shown first. */
  mode: AccountMode;
  /** The account pages' addresses: the links between the forms (in the dialog they switch in place). */
  links: Links;
  /** In the dialog: switching forms stays in it, and a sign-in calls `onSignedIn` instead of leaving the page. */
  inDialog?: boolean;
  /** Where a sign-in goes on to (a path of this site). */
  next?: string;
  /** A reset link's token: the form asks for the new password. */
  token?: string;
  /** An account page: `next`, the token and the server's notice come from the address (`?next=`, `?token=`, `#invalid_credentials`). */
  fromAddress?: boolean;
  onSignedIn?: (email: string) => void;
  post?: AccountPost;
  /** The id of the heading the forms are labelled by (the dialog's title). */
  headingId?: string;
};

/**
 * Sign-in, registration and the password reset (README, "Accounts,
 * catalogues and contact"), on the form kit: in the sign-in dialog and on the
 * account pages. Without JavaScript each form is a plain POST to its API
 * route, which answers with a redirect; with it, the form sends JSON and
 * says what happened in place, keeping what was typed.
 */
export function AccountForms({
  locale,
  texts,
  mode: firstMode,
  links,
  inDialog = false,
  next: givenNext,
  token: givenToken,
  fromAddress = false,
  onSignedIn,
  post = postAccount,
  headingId,
}: AccountFormsProps) {
  const [chosenMode, setMode] = useState<AccountMode>(firstMode);
  // The e-mail typed in one form is in the next (sign in, register, forgot password): switching loses nothing.
  const [email, setEmail] = useState('');
  // The link that switched the form is gone with the form: the next form's first field takes the focus.
  const { root, refocus } = useRefocus();
  // Undefined until a form sets it: the address's notice shows meanwhile.
  const [notice, setNoticeState] = useState<(Notice & { count: number }) | null | undefined>(undefined);
  // Each notice a form sets is a new text node, so the alert reads out the same words again (a second wrong password).
  const notices = useRef(0);
  const setNotice = useCallback(
    (next: Notice | null) => setNoticeState(next ? { ...next, count: ++notices.current } : null),
    [],
  );
  // An account page reads its address in the browser: the page itself is the same static page for everyone.
  const address = useSyncExternalStore(
    noChange,
    () => (fromAddress ? window.location.search + window.location.hash : ''),
    () => '',
  );
  const fromQuery = useMemo(() => readAddress(address, locale, texts), [address, locale, texts]);
  const next = givenNext ?? fromQuery.next;
  const token = givenToken ?? fromQuery.token;
  const mode = token && !inDialog ? 'newPassword' : chosenMode;
  const shown = notice === undefined ? fromQuery.notice : notice;
  const a = texts.account;

  const switchTo = (target: AccountMode) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!inDialog) return;
    event.preventDefault();
    setNotice(null);
    setMode(target);
    refocus();
  };

  const signedIn = (email: string) => {
    announceSession({ signedIn: true });
    if (onSignedIn) onSignedIn(email);
    else window.location.assign(next ?? `/${locale}/`);
  };

  const common = { locale, texts, post, next, setNotice, headingId, email, setEmail };
  return (
    <div ref={root} className="flex flex-col gap-4">
      {fromAddress ? <NoScriptNotices texts={texts} locale={locale} /> : null}
      <div
        role={shown?.tone === 'error' ? 'alert' : 'status'}
        className={
          shown
            ? shown.tone === 'error'
              ? 'rounded-xl border border-red-300 bg-red-50 p-4 text-sm font-semibold text-red-900'
              : 'rounded-xl border border-green-300 bg-green-50 p-4 text-sm font-semibold text-green-900'
            : 'sr-only'
        }
      >
        <span key={notice?.count ?? 0}>{shown?.text}</span>
      </div>
      {mode === 'signIn' ? (
        <SignInForm {...common} onSignedIn={signedIn} />
      ) : mode === 'register' ? (
        <RegisterForm {...common} onSignedIn={signedIn} />
      ) : mode === 'reset' ? (
        <ResetRequestForm {...common} />
      ) : (
        <NewPasswordForm {...common} token={token ?? ''} />
      )}
      <nav className="flex flex-col gap-2 border-t border-neutral-200 pt-4 text-sm" aria-label={a.signIn}>
        {mode !== 'signIn' ? (
          <p>
            {a.haveAccount}{' '}
            <a
              href={withNext(links.signIn, next)}
              onClick={switchTo('signIn')}
              className="inline-flex min-h-6 items-center font-semibold text-brand underline"
            >
              {a.signIn}
            </a>
          </p>
        ) : null}
        {mode !== 'register' ? (
          <p>
            {a.noAccount}{' '}
            <a
              href={withNext(links.register, next)}
              onClick={switchTo('register')}
              className="inline-flex min-h-6 items-center font-semibold text-brand underline"
            >
              {a.register}
            </a>
          </p>
        ) : null}
        {mode === 'signIn' ? (
          <p>
            <a
              href={links.reset}
              onClick={switchTo('reset')}
              className="inline-flex min-h-6 items-center font-semibold text-brand underline"
            >
              {a.forgot}
            </a>
          </p>
        ) : null}
      </nav>
    </div>
  );
}

/**
 * The server's notices for a page sent without scripts, each hidden until
 * the address's fragment names it (CSS `:target`); with scripts, the forms
 * show the notice themselves (a `<noscript>` is not rendered then).
 */
function NoScriptNotices({ texts, locale }: { texts: AccountTexts; locale: Locale }) {
  return (
    <noscript>
      {NO_SCRIPT_NOTICES.map((code) => (
        <p
          key={code}
          id={code}
          role={code === 'sent' ? 'status' : 'alert'}
          className={`hidden rounded-xl border p-4 text-sm font-semibold target:block ${code === 'sent' ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900'}`}
        >
          {/* The limit's wait is not in the address: the client limit's block (5 minutes) is what a visitor without scripts meets. */}
          {code === 'sent' ? texts.account.resetSent : noticeText(texts, locale, code, 300)}
        </p>
      ))}
    </noscript>
  );
}

type Notice = { text: string; tone: 'error' | 'done' };

/** The address never changes under a page: nothing to subscribe to. */
const noChange = () => () => undefined;

/** What an account page's address says: where to go on to (`?next=`), a reset token (`?token=`), the server's notice (`#code`). */
function readAddress(
  address: string,
  locale: Locale,
  texts: AccountTexts,
): { next?: string; token?: string; notice: Notice | null } {
  const [search = '', code = ''] = address.split('#', 2);
  const query = new URLSearchParams(search);
  const token = query.get('token');
  const text = code === 'sent' ? texts.account.resetSent : noticeText(texts, locale, code || undefined, 300);
  return {
    next: query.has('next') ? safeNext(query.get('next'), locale) : undefined,
    token: token && RESET_TOKEN.test(token) ? token : undefined,
    notice: text ? { text, tone: code === 'sent' ? 'done' : 'error' } : null,
  };
}

const withNext = (path: string, next: string | undefined) => (next ? `${path}?next=${encodeURIComponent(next)}` : path);

type FormProps = {
  locale: Locale;
  texts: AccountTexts;
  post: AccountPost;
  next?: string;
  headingId?: string;
  setNotice: (notice: Notice | null) => void;
  /** The e-mail the forms share, and how a form with an e-mail field tells what was typed. */
  email: string;
  setEmail: (email: string) => void;
};

/** Keeps the forms' shared e-mail up to date with this form's field. */
function useSharedEmail<Values extends { email: string }>(
  form: UseFormReturn<Values, unknown, unknown>,
  setEmail: (email: string) => void,
) {
  useEffect(() => {
    const subscription = form.watch((values) => setEmail(typeof values.email === 'string' ? values.email : ''));
    return () => subscription.unsubscribe();
  }, [form, setEmail]);
}

/**
 * The frame every account form shares: the kit's form, the plain POST it
 * falls back to, the hidden fields and the button. It posts the checked
 * values with the page's language; an answer with the `success` status goes
 * to `onSuccess`, any other one first to `onProblem`, then to the fields'
 * messages or the notice.
 */
function AccountForm<Values extends FieldValues, Output>({
  mode,
  form,
  texts,
  locale,
  next,
  submit,
  headingId,
  hidden = {},
  post,
  success,
  onSuccess,
  onProblem,
  setNotice,
  children,
}: {
  mode: AccountMode;
  form: UseFormReturn<Values, unknown, Output>;
  texts: AccountTexts;
  locale: Locale;
  next?: string;
  submit: string;
  headingId?: string;
  hidden?: Record<string, string>;
  post: AccountPost;
  success: number;
  onSuccess: (answer: AccountAnswer, values: Output) => void;
  onProblem?: () => void;
  setNotice: (notice: Notice | null) => void;
  children: ReactNode;
}) {
  const [sending, setSending] = useState(false);
  return (
    <SiteForm
      form={form}
      texts={texts}
      action={ACCOUNT_ENDPOINTS[mode]}
      method="post"
      aria-label={headingId ? undefined : submit}
      onValid={async (values) => {
        // The last answer's notice does not stand while the form asks again (each new one is read out: AccountForms).
        setNotice(null);
        setSending(true);
        try {
          const answer = await post(mode, { ...values, locale });
          if (answer.status === success) return onSuccess(answer, values);
          onProblem?.();
          showProblem(answer, form, { texts, locale, setNotice });
        } finally {
          setSending(false);
        }
      }}
      className="flex flex-col gap-4"
    >
      <input type="hidden" name="locale" value={locale} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Honeypot />
      {children}
      <SubmitRow label={submit} busy={sending} status={texts.forms.sending} />
    </SiteForm>
  );
}

/** What the forms do with an answer that is not a success: the fields' messages, or the notice. */
function showProblem<Values extends FieldValues, Output>(
  answer: AccountAnswer,
  form: UseFormReturn<Values, unknown, Output>,
  { texts, locale, setNotice }: Pick<FormProps, 'texts' | 'locale' | 'setNotice'>,
) {
  if (answer.status === 400 && answer.issues?.length) {
    for (const issue of answer.issues) form.setError(issue.path as never, { message: issue.message });
    setNotice(null);
    return;
  }
  setNotice({
    text: noticeText(texts, locale, answer.error ?? 'unavailable', answer.retryAfter) ?? texts.forms.unavailable,
    tone: 'error',
  });
}

function SignInForm(props: FormProps & { onSignedIn: (email: string) => void }) {
  const { texts, onSignedIn } = props;
  const form = useSiteForm(signInSchema, { email: props.email, password: '' });
  useSharedEmail(form, props.setEmail);
  return (
    <AccountForm
      {...props}
      mode="signIn"
      form={form}
      submit={texts.account.signIn}
      success={200}
      onSuccess={(answer, values) => onSignedIn(answer.email ?? values.email)}
      onProblem={() => form.resetField('password')}
    >
      <TextField name="email" label={texts.account.email} type="email" autoComplete="username" inputMode="email" />
      <TextField name="password" label={texts.account.password} type="password" autoComplete="current-password" />
    </AccountForm>
  );
}

function RegisterForm(props: FormProps & { onSignedIn: (email: string) => void }) {
  const { texts, onSignedIn } = props;
  const form = useSiteForm(registerSchema, { email: props.email, password: '', confirm: '' });
  useSharedEmail(form, props.setEmail);
  return (
    <AccountForm
      {...props}
      mode="register"
      form={form}
      submit={texts.account.register}
      success={201}
      onSuccess={(answer, values) => onSignedIn(answer.email ?? values.email)}
    >
      <TextField name="email" label={texts.account.email} type="email" autoComplete="username" inputMode="email" />
      <TextField
        name="password"
        label={texts.account.password}
        description={texts.account.passwordHint}
        type="password"
        autoComplete="new-password"
      />
      <TextField name="confirm" label={texts.account.confirm} type="password" autoComplete="new-password" />
    </AccountForm>
  );
}

function ResetRequestForm(props: FormProps) {
  const { texts, setNotice } = props;
  const form = useSiteForm(resetRequestSchema, { email: props.email });
  useSharedEmail(form, props.setEmail);
  return (
    <>
      <p className="text-sm text-neutral-700">{texts.account.resetIntro}</p>
      <AccountForm
        {...props}
        mode="reset"
        form={form}
        submit={texts.account.resetSend}
        success={202}
        onSuccess={() => setNotice({ text: texts.account.resetSent, tone: 'done' })}
      >
        <TextField name="email" label={texts.account.email} type="email" autoComplete="username" inputMode="email" />
      </AccountForm>
    </>
  );
}

function NewPasswordForm(props: FormProps & { token: string }) {
  const { texts, setNotice, token } = props;
  const form = useSiteForm(resetPasswordSchema, { token, password: '', confirm: '' });
  return (
    <AccountForm
      {...props}
      mode="newPassword"
      form={form}
      hidden={{ token }}
      submit={texts.account.resetChoose}
      success={200}
      onSuccess={() => {
        form.reset({ token, password: '', confirm: '' });
        setNotice({ text: texts.account.resetDone, tone: 'done' });
      }}
    >
      <TextField
        name="password"
        label={texts.account.newPassword}
        description={texts.account.passwordHint}
        type="password"
        autoComplete="new-password"
      />
      <TextField name="confirm" label={texts.account.confirm} type="password" autoComplete="new-password" />
    </AccountForm>
  );
}
