import { Suspense } from 'react';
import { formTexts } from '@/components/forms/messages';
import type { ScreenContent } from '@/components/screen/screen-route';
import { accountLinks, safeNext } from '@/lib/accounts/links';
import { RESET_TOKEN } from '@/schemas/account';
import { AccountForms, type AccountFormsProps, type AccountMode } from './AccountForms.client';

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** The query's part in the forms: where to go on to, the server's notice, a reset link's token. Read per request, in a Suspense hole. */
async function FormsWithQuery({ base, searchParams }: { base: AccountFormsProps; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const token = one(query.token);
  const next = one(query.next);
  return (
    <AccountForms
      {...base}
      next={next ? safeNext(next, base.locale) : undefined}
      token={token && RESET_TOKEN.test(token) ? token : undefined}
      initialNotice={one(query.error) ?? (one(query.sent) ? 'sent' : undefined)}
    />
  );
}

/**
 * An account page (sign-in, registration, reset): the same forms as the
 * dialog, for visitors without JavaScript and for links (a reset e-mail's).
 * The page is prerendered with the forms; only the query's part (`?next=`,
 * `?error=`, `?token=`) is filled in per request.
 */
export function accountScreen(mode: AccountMode): ScreenContent {
  return async function AccountScreen({ locale, searchParams }) {
    const base: AccountFormsProps = { locale, texts: formTexts(locale, 'account'), mode, links: accountLinks(locale) };
    return (
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <div className="max-w-md">
          <Suspense fallback={<AccountForms {...base} />}>
            <FormsWithQuery base={base} searchParams={searchParams} />
          </Suspense>
        </div>
      </div>
    );
  };
}
