import { IntentLink } from '@/components/content-link/IntentLink.client';
import type { Translate } from '@/lib/i18n/translate';

const button =
  'inline-flex min-h-11 items-center rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/**
 * No results. With filters on, it offers to clear them; without, there is
 * nothing on sale here yet, and it offers the travel experts instead.
 */
export function EmptyResults({
  t,
  clearHref,
  contactHref,
}: {
  t: Translate;
  clearHref: string | null;
  contactHref: string;
}) {
  return (
    <div
      data-testid="results-empty"
      className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-neutral-300 bg-neutral-50 p-8"
    >
      <h2 className="text-xl font-bold text-neutral-900">
        {t(clearHref ? 'results.emptyTitle' : 'results.noneTitle')}
      </h2>
      <p className="text-neutral-700">{t(clearHref ? 'results.emptyText' : 'results.noneText')}</p>
      {clearHref ? (
        <IntentLink href={clearHref} scroll={false} data-action="main" className={button}>
          {t('results.clear')}
        </IntentLink>
      ) : (
        <IntentLink href={contactHref} data-action="main" className={button}>
          {t('results.contactUs')}
        </IntentLink>
      )}
    </div>
  );
}
