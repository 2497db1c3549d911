import { localeInfo, type Locale } from './locales';

/** Month names in the visitor's language, January first (from the runtime's locale data, not the dictionaries). */
export function monthNames(locale: Locale): string[] {
  const format = new Intl.DateTimeFormat(localeInfo[locale].iso, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2026, index, 1))));
}
