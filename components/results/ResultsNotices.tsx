import type { Translate } from '@/lib/i18n/translate';
import type { ResultsNotice } from '@/lib/results/query';

/**
 * What the page did with an address it could not use as it was (a minimum
 * above the maximum, text where a number goes, unknown filters, a page past
 * the end): the results are shown anyway, and this says how.
 */
export function ResultsNotices({ notices, t }: { notices: readonly ResultsNotice[]; t: Translate }) {
  if (notices.length === 0) return null;
  return (
    <section aria-labelledby="results-notices" data-testid="results-notices" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 id="results-notices" className="font-bold">
        {t('results.notices.title')}
      </h2>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {notices.map((notice) => (
          <li key={notice.kind}>
            {notice.kind === 'ignored'
              ? t('results.notices.ignored', { values: notice.values.map((value) => `“${value}”`).join(', ') })
              : notice.kind === 'budgetSwapped'
                ? t('results.notices.budgetSwapped')
                : t('results.notices.pageClamped')}
          </li>
        ))}
      </ul>
    </section>
  );
}
