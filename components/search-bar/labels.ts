import type { DestinationSearchLabels } from '@/components/destination-search/DestinationSearch.client';
import type { Locale } from '@/lib/i18n/locales';
import { monthNames } from '@/lib/i18n/months';
import type { Translate } from '@/lib/i18n/translate';
import { durationKeys, type DurationRange } from '@/lib/results/query';

/** Texts of the search forms that are not form messages, from the page's dictionary (registry/searchbox-item/SearchBox.tsx). */
export type SearchLabels = {
  heading: string;
  months: readonly string[];
  anyDuration: string;
  durations: Record<DurationRange, string>;
  travellers: string;
  /** Templates with {{n}}: one and other, for the travellers' summary. */
  adults: { one: string; other: string };
  children: { one: string; other: string };
  rooms: { one: string; other: string };
  budget: string;
  /** The destination field's search (the header's destination search, choosing instead of navigating). */
  destinationSearch: DestinationSearchLabels;
};

/** Where the browser asks the destination search (the published content endpoint and its delivery token). */
export type ContentAccess = { url: string; token: string };

/** The search forms' texts in one language (the search box renders them with the page; the stories too). */
export function searchLabels(locale: Locale, t: Translate): SearchLabels {
  // Templates: the client counts (`{{n}}` stays for it to fill).
  const keep = { n: '{{n}}' };
  return {
    heading: t('modules.searchboxItem.heading'),
    months: monthNames(locale),
    anyDuration: t('results.anyDuration'),
    durations: Object.fromEntries(durationKeys.map((key) => [key, t(`results.durations.${key}`)])) as SearchLabels['durations'],
    travellers: t('search.travellers'),
    adults: { one: t('search.adultsOne', keep), other: t('search.adultsOther', keep) },
    children: { one: t('search.childrenOne', keep), other: t('search.childrenOther', keep) },
    rooms: { one: t('search.roomsOne', keep), other: t('search.roomsOther', keep) },
    budget: t('search.budgetHint'),
    destinationSearch: {
      label: t('destinationSearch.label'),
      placeholder: t('search.destinationPlaceholder'),
      results: t('destinationSearch.results', { count: '{{count}}' }),
      noResults: t('destinationSearch.noResults'),
      failed: t('destinationSearch.failed'),
    },
  };
}
