'use client';

import { useCallback, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useModal } from '@/components/modal/ModalProvider.client';
import { hasSessionHint, onSessionChange } from '@/lib/accounts/session-events';
import type { Locale } from '@/lib/i18n/locales';
import type { AccountMode } from './AccountForms.client';
import styles from './AccountButton.module.css';

/** The account pages' addresses in the page's language (route table): each form's page. */
export type AccountLinks = Record<AccountMode, string>;

/** Whether this browser is signed in, kept up to date by sign-ins and sign-outs (here and in other tabs). Signed out on the server. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(onSessionChange, hasSessionHint, () => false);
}

/**
 * Opens the sign-in dialog through the modal system; its code and its
 * language's texts load on the first open (./open-sign-in.tsx).
 * `onSignedIn` runs once the visitor is signed in (the dialog has closed).
 */
export function useSignInDialog(locale: Locale, links: AccountLinks) {
  const modal = useModal();
  const titleId = useId();
  const opening = useRef(false);
  return useCallback(
    async (onSignedIn?: (email: string) => void) => {
      if (opening.current) return;
      opening.current = true;
      try {
        await (await import('./open-sign-in')).openSignIn(modal, { locale, links, titleId, onSignedIn });
      } finally {
        opening.current = false;
      }
    },
    [modal, titleId, locale, links],
  );
}

/**
 * The header's account control: "Sign in" (a link to the sign-in page, which
 * opens the dialog when scripts run) or "Sign out" (a form that posts the
 * sign-out, sent with fetch when scripts run). Its code is small: what a
 * press does loads with the first press.
 */
export function AccountButton({
  locale,
  links,
  labels,
  className = '',
}: {
  locale: Locale;
  links: AccountLinks;
  labels: { signIn: string; signOut: string };
  className?: string;
}) {
  const signedIn = useSignedIn();
  const openDialog = useSignInDialog(locale, links);
  const [busy, setBusy] = useState(false);
  const style = `${styles.button} ${className}`;

  if (!signedIn) {
    return (
      <a
        href={links.signIn}
        className={style}
        onClick={(event) => {
          event.preventDefault();
          void openDialog();
        }}
      >
        {labels.signIn}
      </a>
    );
  }
  return (
    <form
      action="/api/account/sign-out/"
      method="post"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        await (await import('./open-sign-in')).signOut(locale).finally(() => setBusy(false));
      }}
    >
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" disabled={busy} className={style}>
        {labels.signOut}
      </button>
    </form>
  );
}
