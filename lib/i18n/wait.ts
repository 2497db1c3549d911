import { intlLocale, type Locale } from './locales';

/**
 * How long to wait before trying again, in the page's language: "45 seconds",
 * "2 minutes" (from 90 seconds on, rounded up). The rate-limited messages of
 * the booking lookup and of the forms fill their `{{time}}` with it.
 */
export function waitText(locale: Locale, seconds: number): string {
  const [value, unit] = seconds >= 90 ? [Math.ceil(seconds / 60), 'minute'] : [seconds, 'second'];
  return new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
