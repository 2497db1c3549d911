'use client';

import type { ModalController } from '@/components/modal/ModalProvider.client';
import { announceSession } from '@/lib/accounts/session-events';
import type { Locale } from '@/lib/i18n/locales';
import type { AccountMode } from './AccountForms.client';
import { SignInDialog } from './SignInDialog.client';
import { loadAccountTexts } from './texts';
import { siteRequest } from '@/lib/http/site-request';

/**
 * What the header's account control does when pressed, loaded on the first
 * press (not with every page): open the sign-in dialog, or sign out.
 */
export async function openSignIn(
  modal: ModalController,
  {
    locale,
    links,
    titleId,
    onSignedIn,
  }: { locale: Locale; links: Record<AccountMode, string>; titleId: string; onSignedIn?: (email: string) => void },
) {
  const texts = await loadAccountTexts(locale);
  modal.open(
    ({ close }) => (
      <SignInDialog
        locale={locale}
        texts={texts}
        mode="signIn"
        links={links}
        titleId={titleId}
        onClose={close}
        onSignedIn={(email) => {
          close();
          onSignedIn?.(email);
        }}
      />
    ),
    { presentation: 'dialog', labelledBy: titleId },
  );
}

/** Ends the session (the API revokes it and clears the cookies), then tells the page and the other tabs. */
export async function signOut(locale: Locale) {
  try {
    await siteRequest().send('/api/account/sign-out/', { method: 'POST', body: { locale }, cache: 'no-store' });
  } finally {
    announceSession({ signedIn: false });
  }
}
