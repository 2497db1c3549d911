import { productSections, type ProductSection } from '@/lib/content/model';
import { durationKeys, type DurationRange } from '@/schemas/durations';

/**
 * The package results' state, which lives in the query string: a
 * results address is shareable, Back and Forward restore it, and the server
 * renders it. This module reads and writes that query string; it knows the
 * formats of the values, not what the CMS holds (lib/results/filter.ts checks
 * slugs against the filter options and the page count against the results).
 *
 * Lists repeat their key (`categories=beach&categories=family`), which is what
 * an HTML form with checkboxes submits, so the filters work without JavaScript.
 */

/** Cards a page adds: `page=N` shows the first N x RESULTS_PAGE_SIZE results ("Show more" keeps the address true). */
export const RESULTS_PAGE_SIZE = 12;

export const sortOrders = ['recommended', 'price-asc', 'price-desc', 'duration'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** `month=1`..`12`, or `any` for a visitor who travels whenever (the by-country step's "I'm flexible"). */
export type MonthChoice = number | 'any';

/** The list filters, each a set of slugs from the CMS. */
export const listFilters = ['places', 'interests', 'categories', 'types'] as const;
export type ListFilter = (typeof listFilters)[number];

export type ResultsState = {
  section: ProductSection | null;
  /** A destination's slug (continent, superarea, country, area or city), as search-box and home links pass it. */
  destination: string | null;
  /** Budget per person, in the market's currency. */
  min: number | null;
  max: number | null;
  places: string[];
  interests: string[];
  categories: string[];
  types: string[];
  month: MonthChoice | null;
  duration: DurationRange | null;
  sort: SortOrder;
  page: number;
};

/** What the page did with values it could not use, so it can say so. */
export type ResultsNotice =
  { kind: 'budgetSwapped' } | { kind: 'ignored'; values: string[] } | { kind: 'pageClamped'; page: number };

export const emptyResultsState: ResultsState = {
  section: null,
  destination: null,
  min: null,
  max: null,
  places: [],
  interests: [],
  categories: [],
  types: [],
  month: null,
  duration: null,
  sort: 'recommended',
  page: 1,
};

/** The query keys the results read; everything else (utm_source, fbclid, ...) is not part of the state. */
export const resultsKeys = [
  'section',
  'destination',
  'min',
  'max',
  ...listFilters,
  'month',
  'duration',
  'sort',
  'page',
] as const;
export type ResultsKey = (typeof resultsKeys)[number];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 80;
/** More values than any option list has: the rest is not a visitor's choice. */
export const MAX_LIST_VALUES = 30;
const MAX_BUDGET = 1_000_000;
const MAX_PAGE = 1000;

const shown = (key: string, value: string) => `${key}=${value.length > 40 ? `${value.slice(0, 40)}…` : value}`;

function wholeNumber(value: string, max: number): number | null {
  if (!/^\s*\d+(?:[.,]\d+)?\s*$/.test(value)) return null;
  const number = Math.round(Number(value.trim().replace(',', '.')));
  return Number.isFinite(number) && number <= max ? number : null;
}

/**
 * Reads the results' state from a query string. Nothing a visitor can type
 * makes it fail: values in the wrong format are dropped, a minimum above the
 * maximum is swapped, and each is reported as a notice.
 */
export function parseResultsQuery(query: URLSearchParams | string): { state: ResultsState; notices: ResultsNotice[] } {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const state: ResultsState = { ...emptyResultsState, places: [], interests: [], categories: [], types: [] };
  const ignored: string[] = [];
  const notices: ResultsNotice[] = [];
  /** The first value of a key that reads; the others are reported. */
  const pick = <T>(key: ResultsKey, read: (value: string) => T | null): T | null => {
    let found: T | null = null;
    for (const value of params
      .getAll(key)
      .map((raw) => raw.trim())
      .filter((raw) => raw !== '')) {
      const parsed: T | null = found === null ? read(value) : null;
      if (parsed !== null) found = parsed;
      else ignored.push(shown(key, value));
    }
    return found;
  };

  state.section = pick(
    'section',
    (value) => productSections.find((known) => known.toLowerCase() === value.toLowerCase()) ?? null,
  );
  state.destination = pick('destination', (value) =>
    SLUG.test(value) && value.length <= MAX_SLUG_LENGTH ? value : null,
  );
  state.min = pick('min', (value) => wholeNumber(value, MAX_BUDGET));
  state.max = pick('max', (value) => wholeNumber(value, MAX_BUDGET));
  if (state.min !== null && state.max !== null && state.min > state.max) {
    [state.min, state.max] = [state.max, state.min];
    notices.push({ kind: 'budgetSwapped' });
  }

  for (const key of listFilters) {
    for (const raw of params.getAll(key).flatMap((value) => value.split(','))) {
      const value = raw.trim().toLowerCase();
      if (value === '') continue;
      if (!SLUG.test(value) || value.length > MAX_SLUG_LENGTH || state[key].length >= MAX_LIST_VALUES)
        ignored.push(shown(key, raw.trim()));
      else if (!state[key].includes(value)) state[key].push(value);
    }
    state[key].sort();
  }

  state.month = pick('month', (value): MonthChoice | null => {
    if (value.toLowerCase() === 'any') return 'any';
    const number = /^\d{1,2}$/.test(value) ? Number(value) : NaN;
    return number >= 1 && number <= 12 ? number : null;
  });
  state.duration = pick('duration', (value) => durationKeys.find((key) => key === value) ?? null);
  state.sort = pick('sort', (value) => sortOrders.find((order) => order === value) ?? null) ?? 'recommended';
  state.page =
    pick('page', (value) => (/^\d+$/.test(value) && Number(value) >= 1 ? Math.min(Number(value), MAX_PAGE) : null)) ??
    1;

  if (ignored.length > 0) notices.unshift({ kind: 'ignored', values: ignored });
  return { state, notices };
}

/**
 * The canonical query string of a state (keys in a fixed order, lists sorted,
 * defaults left out), with its `?`, or '' for the default state. Equal states
 * give equal strings: the cache keeps one page for each.
 */
export function resultsQuery(state: Partial<ResultsState>): string {
  const full = { ...emptyResultsState, ...state };
  const params = new URLSearchParams();
  if (full.section) params.set('section', full.section);
  if (full.destination) params.set('destination', full.destination);
  if (full.min !== null) params.set('min', String(full.min));
  if (full.max !== null) params.set('max', String(full.max));
  for (const key of listFilters) for (const value of [...new Set(full[key])].sort()) params.append(key, value);
  if (full.month !== null) params.set('month', String(full.month));
  if (full.duration) params.set('duration', full.duration);
  if (full.sort !== 'recommended') params.set('sort', full.sort);
  if (full.page > 1) params.set('page', String(full.page));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The state with one change; any change of filters starts again at the first page. */
export function withChange(state: ResultsState, change: Partial<ResultsState>): ResultsState {
  return { ...state, page: 1, ...change };
}

/** Whether a visitor narrowed the results (the empty state then offers to clear the filters). */
export function hasFilters(state: ResultsState): boolean {
  return (
    state.min !== null ||
    state.max !== null ||
    listFilters.some((key) => state[key].length > 0) ||
    (state.month !== null && state.month !== 'any') ||
    state.duration !== null
  );
}

/** The state without the visitor's filters: section, destination, month choice and sort stay. */
export function clearedFilters(state: ResultsState): ResultsState {
  return {
    ...emptyResultsState,
    section: state.section,
    destination: state.destination,
    month: state.month === null ? null : 'any',
    sort: state.sort,
  };
}
