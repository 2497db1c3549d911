import { intlLocale, type Locale } from './locales';

/** "2 minutes", "45 seconds": how long to wait before trying again, in the page's language. */
export function waitText(locale: Locale, seconds: number): string {
  const [value, unit] = seconds >= 90 ? [Math.ceil(seconds / 60), 'minute'] : [seconds, 'second'];
  return new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
