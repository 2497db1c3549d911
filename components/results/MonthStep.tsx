import { IntentLink } from '@/components/content-link/IntentLink.client';
import type { Translate } from '@/lib/i18n/translate';

export type MonthChoiceLink = { label: string; count: number; href: string };

/**
 * The step before a country's results (SPEC section 2: "when no date or
 * month is selected, asks for one more step"): the months as links to the
 * same results with that month (with how many packages depart in each), and
 * "I'm flexible" for every month.
 */
export function MonthStep({
  t,
  country,
  count,
  months,
  flexibleHref,
  counted,
}: {
  t: Translate;
  country: string;
  count: number;
  months: readonly MonthChoiceLink[];
  flexibleHref: string;
  /** "1 package", "4 packages" in the page's language. */
  counted: (n: number) => string;
}) {
  return (
    <section
      aria-labelledby="month-step"
      data-testid="month-step"
      className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-6"
    >
      <h2 id="month-step" className="text-2xl font-bold text-neutral-900">
        {t('results.monthTitle')}
      </h2>
      <p className="font-semibold text-brand">{t('forms.selectMonth')}</p>
      {count > 0 ? <p className="text-neutral-700">{t('results.monthIntro', { count, country })}</p> : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {months.map((month) => (
          <li key={month.href}>
            <IntentLink
              href={month.href}
              className="flex min-h-14 flex-col items-center justify-center rounded-xl border border-neutral-300 px-3 py-1 text-neutral-900 hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <span className="font-semibold capitalize">{month.label}</span>
              <span className="text-xs text-neutral-600">{counted(month.count)}</span>
            </IntentLink>
          </li>
        ))}
      </ul>
      <p>
        <IntentLink
          href={flexibleHref}
          className="inline-flex min-h-11 items-center font-semibold text-neutral-800 underline underline-offset-4 hover:text-brand"
        >
          {t('results.flexible')}
        </IntentLink>
      </p>
    </section>
  );
}
