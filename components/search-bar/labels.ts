import type { DestinationSearchLabels } from '@/components/destination-search/DestinationSearch.client';
import type { FormTexts } from '@/lib/i18n/form-texts';
import type { Locale } from '@/lib/i18n/locales';
import { monthNames } from '@/lib/i18n/months';
import { countForms, type CountForms } from '@/lib/i18n/template';
import type { Translate } from '@/lib/i18n/translate';
import { durationKeys, type DurationRange } from '@/schemas/durations';

/** Texts of the search forms that are not form messages, from the page's dictionary (registry/searchbox-item/SearchBox.tsx). */
export type SearchLabels = {
  heading: string;
  months: readonly string[];
  anyDuration: string;
  durations: Record<DurationRange, string>;
  travellers: string;
  /** For the travellers' summary: each count's forms, `{{n}}` left to fill. */
  adults: CountForms;
  children: CountForms;
  rooms: CountForms;
  budget: string;
  /** The destination field's search (the header's destination search, choosing instead of navigating). */
  destinationSearch: DestinationSearchLabels;
};

/** Where the browser asks the destination search (the published content endpoint and its delivery token). */
export type ContentAccess = { url: string; token: string };

/** The search forms' texts in one language (the search box renders them with the page; the stories too). */
export function searchLabels(locale: Locale, t: Translate): SearchLabels {
  return {
    heading: t('modules.searchboxItem.heading'),
    months: monthNames(locale),
    anyDuration: t('results.anyDuration'),
    durations: Object.fromEntries(
      durationKeys.map((key) => [key, t(`results.durations.${key}`)]),
    ) as SearchLabels['durations'],
    travellers: t('search.travellers'),
    adults: countForms(t, 'search.adultsOne', 'search.adultsOther'),
    children: countForms(t, 'search.childrenOne', 'search.childrenOther'),
    rooms: countForms(t, 'search.roomsOne', 'search.roomsOther'),
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

/** What the search forms show, loaded when a tab is first pointed at or opened (search-texts.ts), not sent with the page. */
export type SearchTexts = { texts: FormTexts; labels: SearchLabels };
