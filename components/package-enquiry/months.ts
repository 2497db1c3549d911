import { departureMonths } from '@/lib/content/model';
import { intlLocale, type Locale } from '@/lib/i18n/locales';
import type { MonthOption } from './enquiry-props';

/**
 * The departure months offered: those the package departs in (its `departureMonths`, English month names;
 * none: all year), named in the page's language ("marzo 2027").
 */
export function monthOptions(
  locale: Locale,
  offered: readonly string[],
  packageMonths: readonly string[],
): MonthOption[] {
  const calendar: readonly string[] = departureMonths;
  const departs = new Set(packageMonths.map((name) => calendar.indexOf(name) + 1).filter((month) => month > 0));
  const format = new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const months = offered.filter((month) => departs.size === 0 || departs.has(Number(month.slice(5, 7))));
  return (months.length > 0 ? months : offered).map((value) => ({
    value,
    label: format.format(new Date(`${value}-01T00:00:00Z`)),
  }));
}
