import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes/href';
import { safeRedirectPath } from '@/lib/routes/safe-path';

/** The account pages in a language (route table): sign-in, registration, and the reset (both its forms). */
export const accountLinks = (locale: Locale) => ({
  signIn: href(locale, 'signIn'),
  register: href(locale, 'register'),
  reset: href(locale, 'resetPassword'),
  newPassword: href(locale, 'resetPassword'),
});

/** Where a sign-in goes on to: a path of this site only (lib/routes/safe-path.ts), else the language's home. */
export function safeNext(value: unknown, locale: Locale): string {
  return (typeof value === 'string' && value.length <= 500 ? safeRedirectPath(value) : null) ?? href(locale, 'home');
}
