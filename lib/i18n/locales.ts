import { locales, type Locale } from '@/schemas/locales';

// The list itself is with the form schemas (the lowest layer, which names it in the AI search's `locale` field); the site's i18n reads it from there.
export { locales, type Locale };

/** Used when neither the `locale` cookie nor the browser's languages name one of ours. */
export const defaultLocale: Locale = 'en';

/** Content-service locale codes (SPEC section 3 names en-UK and it-IT) and each language's own name. */
export const localeInfo = {
  en: { iso: 'en-UK', name: 'English' },
  it: { iso: 'it-IT', name: 'Italiano' },
  pt: { iso: 'pt-PT', name: 'Português' },
  es: { iso: 'es-ES', name: 'Español' },
} as const satisfies Record<Locale, { iso: string; name: string }>;

/**
 * The BCP 47 tag for Intl's formatters (dates, numbers, durations): the CMS's
 * locale code, except that Intl knows the United Kingdom as GB, not UK.
 */
export function intlLocale(locale: Locale): string {
  return localeInfo[locale].iso.replace('-UK', '-GB');
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The cookie that remembers a visitor's choice of language (SPEC section 9: 365 days, SameSite lax). */
export const LOCALE_COOKIE = {
  name: 'locale',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  sameSite: 'lax',
} as const;
