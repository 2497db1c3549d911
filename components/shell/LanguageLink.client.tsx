'use client';

import type { ReactNode } from 'react';
import { LOCALE_COOKIE, type Locale } from '@/lib/i18n/locales';

/** Remembers the visitor's choice (SPEC section 9: 365 days, SameSite lax) so `/` opens in it next time. */
export function rememberLocale(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE.name}=${locale}; Max-Age=${LOCALE_COOKIE.maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function LanguageLink({
  locale,
  href,
  current,
  className,
  children,
}: {
  locale: Locale;
  href: string;
  current: boolean;
  className?: string;
  children: ReactNode;
}) {
  // A plain link: a language change reloads the whole document, `<html lang>` included.
  return (
    <a
      href={href}
      hrefLang={locale}
      lang={locale}
      aria-current={current ? 'page' : undefined}
      className={className}
      onClick={() => rememberLocale(locale)}
    >
      {children}
    </a>
  );
}
