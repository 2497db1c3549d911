import type { DestinationSearchLabels } from '@/components/destination-search/DestinationSearch.client';
import type { DurationRange } from '@/lib/results/query';

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
