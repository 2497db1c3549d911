import type { ReactNode } from 'react';
import { IntentLink } from '@/components/content-link/IntentLink.client';
import { ProductCard } from '@/components/product-card/ProductCard';
import { HIDDEN_UNTIL_PARSED, ParsedEnd } from '@/components/shell/parsed';
import { formatPrice } from '@/lib/content/markets';
import type { Locale } from '@/lib/i18n/locales';
import { href as screenHref } from '@/lib/routes/href';
import { monthNames } from '@/lib/i18n/months';
import { pluralOf } from '@/lib/i18n/plural';
import type { Translate } from '@/lib/i18n/translate';
import type { ResultsView as Results } from '@/lib/results/filter';
import {
  clearedFilters,
  hasFilters,
  listFilters,
  RESULTS_PAGE_SIZE,
  resultsQuery,
  sortOrders,
  withChange,
  type ListFilter,
} from '@/lib/results/query';
import { durationKeys } from '@/schemas/durations';
import { EmptyResults } from './EmptyResults';
import {
  FilterPanel,
  SortSelect,
  type FilterPanelLabels,
  type FilterPanelProps,
  type PanelOption,
} from './FilterPanel.client';
import { resultId } from './ids';
import { YouAskedFor } from './YouAskedFor.client';
import { MonthStep } from './MonthStep';
import { ResultsNotices, type ResultsNoticeTexts } from './ResultsNotices.client';
import { ResultsRegion, ResultsTransition, ShowMore } from './ResultsTransition.client';
import styles from './ResultsView.module.css';

export type ResultsViewProps = {
  locale: Locale;
  t: Translate;
  /** The results address without its query (the form's action, every link's base). */
  path: string;
  heading: string;
  /** The country of a by-country page. */
  country: string | null;
  results: Results;
  currency: string;
  contactHref: string;
};

export function countText(t: Translate, locale: Locale, count: number): string {
  return pluralOf(locale, count) === 'one' ? t('results.countOne') : t('results.countOther', { count });
}

const listLabels = (t: Translate): Record<ListFilter, string> => ({
  places: t('search.places'),
  interests: t('search.interests'),
  categories: t('results.categories'),
  types: t('results.types'),
});

/** The filter panel's props for some results: options with their counts, and every label in the page's language. */
export function filterPanelProps({
  locale,
  t,
  path,
  results,
  currency,
  monthChoiceRequired,
}: {
  locale: Locale;
  t: Translate;
  path: string;
  results: Results;
  currency: string;
  monthChoiceRequired: boolean;
}): FilterPanelProps {
  const months = monthNames(locale);
  const options = Object.fromEntries(
    listFilters.map((key) => [
      key,
      results.options[key].map((option): PanelOption => ({
        slug: option.slug,
        label: t('results.optionCount', { name: option.name, count: option.count }),
        ...(option.count === 0 && !option.selected ? { disabled: true } : {}),
      })),
    ]),
  ) as Record<ListFilter, PanelOption[]>;
  const labels: FilterPanelLabels = {
    toggle: t('results.filtersCount', { count: '{{count}}' }),
    budget: t('results.budget', { currency }),
    budgetHint: results.priceRange
      ? t('results.budgetRange', {
          min: formatPrice(results.priceRange.min, locale, currency),
          max: formatPrice(results.priceRange.max, locale, currency),
        })
      : null,
    minPrice: t('search.minPrice'),
    maxPrice: t('search.maxPrice'),
    month: t('search.departureMonth'),
    anyMonth: t('results.anyMonth'),
    months: months.map((name, index) => t('results.optionCount', { name, count: results.monthCounts[index] ?? 0 })),
    duration: t('search.duration'),
    anyDuration: t('results.anyDuration'),
    durations: Object.fromEntries(
      durationKeys.map((key) => [key, t(`results.durations.${key}`)]),
    ) as FilterPanelLabels['durations'],
    lists: listLabels(t),
    apply: t('results.apply'),
    clear: t('results.clear'),
  };
  return {
    action: path,
    state: results.state,
    options,
    monthChoiceRequired,
    clearHref: `${path}${resultsQuery(clearedFilters(results.state))}`,
    labels,
  };
}

/** The notices' texts, `{{values}}` left for the browser (the notices are read from the address's fragment there). */
const noticeTexts = (t: Translate): ResultsNoticeTexts => ({
  title: t('results.notices.title'),
  ignored: t('results.notices.ignored', { values: '{{values}}' }),
  budgetSwapped: t('results.notices.budgetSwapped'),
  pageClamped: t('results.notices.pageClamped'),
});

/**
 * A package results page (all packages, or a country's): its heading, what
 * the page did with an address it could not use, then either the month step
 * (a country's results before a month is chosen) or the filters beside the
 * results: count, order, product cards as on the home page, "Show more" and
 * an empty state. Server-rendered; the filters, the order and "Show more" are
 * client leaves that navigate to the next address.
 */
export function ResultsView({ locale, t, path, heading, country, results, currency, contactHref }: ResultsViewProps) {
  const { state } = results;
  const href = (change: Parameters<typeof withChange>[1]) => `${path}${resultsQuery(withChange(state, change))}`;
  const months = monthNames(locale);

  if (results.needsMonth) {
    return (
      <Frame heading={heading}>
        <ResultsNotices texts={noticeTexts(t)} />
        <MonthStep
          t={t}
          country={country ?? ''}
          count={results.total}
          months={months.map((label, index) => ({
            label,
            count: results.monthCounts[index] ?? 0,
            href: href({ month: index + 1 }),
          }))}
          flexibleHref={href({ month: 'any' })}
          counted={(n) => countText(t, locale, n)}
        />
      </Frame>
    );
  }

  const clearHref = `${path}${resultsQuery(clearedFilters(state))}`;
  const shown = results.items.length;

  return (
    <Frame heading={heading}>
      <YouAskedFor
        template={t('aiSearch.youAskedFor', { text: '{{text}}' })}
        editLabel={t('aiSearch.editSearch')}
        editHref={screenHref(locale, 'aiTours')}
      />
      {results.destination ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-neutral-100 px-3 py-1 font-semibold text-neutral-900">
            {t('results.destination', { name: results.destination.name })}
          </span>
          <IntentLink
            href={href({ destination: null })}
            className="inline-flex min-h-6 items-center text-neutral-700 underline underline-offset-4 hover:text-brand"
          >
            {t('results.removeDestination')}
          </IntentLink>
        </p>
      ) : null}
      <ResultsNotices texts={noticeTexts(t)} />
      <ResultsTransition action={path} state={state}>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
          <aside aria-label={t('results.filters')}>
            <FilterPanel
              {...filterPanelProps({ locale, t, path, results, currency, monthChoiceRequired: country !== null })}
            />
          </aside>
          <section aria-labelledby="results-count" className="flex min-w-0 flex-col gap-4">
            {/* Shown once wholly parsed: the order menu is as wide as its longest option, so a paint between two of
                its options showed it narrower, then widened it leftwards. */}
            <div className={`flex flex-wrap items-center justify-between gap-3 ${HIDDEN_UNTIL_PARSED}`}>
              <h2 id="results-count" className="text-lg font-bold text-neutral-900">
                {countText(t, locale, results.total)}
              </h2>
              <SortSelect
                label={t('results.sortBy')}
                value={state.sort}
                options={sortOrders.map((sort) => ({ value: sort, label: t(`results.sort.${sort}`) }))}
              />
              <ParsedEnd />
            </div>
            <ResultsRegion loading={t('results.loading')}>
              {results.total === 0 ? (
                <EmptyResults t={t} clearHref={hasFilters(state) ? clearHref : null} contactHref={contactHref} />
              ) : (
                <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3" data-testid="results-list">
                  {results.items.map((item, index) => (
                    // While the next results load, each card becomes its skeleton (ResultsView.module.css). No Suspense
                    // boundary per card: React writes completed boundaries after a large shell out of order and
                    // reveals them in batches 300 ms apart, so the first paint showed an empty list that the cards
                    // then pushed down (results-page shift).
                    <li key={item.card.id} id={resultId(index + 1)} tabIndex={-1} className={styles.result}>
                      <div className={styles.resultBody}>
                        {/* The first card's photo is the page's largest picture on a phone: fetched at once, not lazily. */}
                        <ProductCard
                          product={item.card}
                          context={{ locale, t }}
                          sizes="(min-width: 1280px) 25vw, (min-width: 640px) 50vw, 100vw"
                          preload={index === 0}
                        />
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </ResultsRegion>
            {shown < results.total ? (
              <div className="flex flex-col items-center gap-2 pt-2">
                <p className="text-sm text-neutral-600">{t('results.showing', { shown, total: results.total })}</p>
                <ShowMore
                  href={href({ page: state.page + 1 })}
                  firstNew={state.page * RESULTS_PAGE_SIZE + 1}
                  className="inline-flex min-h-11 items-center rounded-full border-2 border-brand px-6 font-semibold text-brand hover:bg-brand hover:text-white"
                >
                  {t('results.showMore')}
                </ShowMore>
              </div>
            ) : null}
          </section>
        </div>
      </ResultsTransition>
    </Frame>
  );
}

function Frame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 pt-8 pb-16" data-testid="results">
      <h1 className="text-3xl font-bold text-neutral-900 md:text-4xl">{heading}</h1>
      {children}
    </div>
  );
}
