'use client';

import { useRouter } from 'next/navigation';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useTransition,
  type MouseEvent,
  type ReactNode,
} from 'react';

import { resultsQuery, withChange, type ResultsState } from '@/lib/results/query';
import { saveChosenTrip } from '@/lib/search/chosen-trip';
import { resultId } from './ids';

type ResultsNavigation = {
  /** A new results state is on its way: the list shows skeletons in place of its cards. */
  pending: boolean;
  /**
   * Goes to another results address (a new history entry, the scroll position
   * kept). `focus`: the id of an element of the next results to move focus
   * to; `optimistic`: runs inside the transition, for inputs to show the
   * visitor's change at once (`useOptimistic`).
   */
  navigate: (href: string, options?: { focus?: string; optimistic?: () => void }) => void;
  /**
   * Changes the results state and goes there: the change is made to the
   * state last asked for on this page, not the one it shows, so a filter
   * ticked while the sort's results load (or the other way round) keeps both.
   * `optimistic` gets the whole state asked for and its address.
   */
  change: (
    change: Partial<ResultsState>,
    options?: { optimistic?: (next: ResultsState, href: string) => void },
  ) => void;
  /**
   * The filter form's id, unique on the page: Next keeps the previous results
   * in the document, hidden (`<Activity>`), so a fixed id would repeat.
   */
  formId: string;
};

/**
 * The element id awaiting focus once the next results are on screen. Each
 * results address is a page of its own, so the page that asks is not the one
 * that shows them: the request waits here, in the browser tab's memory.
 */
const awaitedFocus: { current: string | null } = { current: null };

const ResultsNavigationContext = createContext<ResultsNavigation>({
  pending: false,
  navigate: () => {},
  change: () => {},
  formId: 'results-filters',
});

export const useResultsNavigation = () => use(ResultsNavigationContext);

/**
 * Around a results page: filters, sort and "Show more" navigate inside one
 * transition, so the current results stay on screen (as skeletons, the same
 * size) until the next ones arrive, and nothing moves. The address is the
 * state: Back and Forward are ordinary navigations. Changes made meanwhile
 * add up (`change`): each is made to the state last asked for.
 */
export function ResultsTransition({
  action,
  state,
  children,
}: {
  action: string;
  state: ResultsState;
  children: ReactNode;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const formId = useId();
  // The state last asked for from this page, and the state the page showed then (a new one starts again from it).
  const requested = useRef<{ from: ResultsState; next: ResultsState } | null>(null);
  const navigate = useCallback<ResultsNavigation['navigate']>(
    (href, { focus, optimistic } = {}) => {
      awaitedFocus.current = focus ?? null;
      startTransition(() => {
        optimistic?.();
        router.push(href, { scroll: false });
      });
    },
    [router],
  );
  const change = useCallback<ResultsNavigation['change']>(
    (partial, { optimistic } = {}) => {
      const next = withChange(requested.current?.from === state ? requested.current.next : state, partial);
      requested.current = { from: state, next };
      const href = `${action}${resultsQuery(next)}`;
      navigate(href, { optimistic: optimistic && (() => optimistic(next, href)) });
    },
    [action, state, navigate],
  );
  // The month these results are for is the visitor's choice: a package page's "Book now" hands it to the booking
  // engine (lib/search/chosen-trip.ts). Results with no month, or "I'm flexible", forget an earlier one.
  useEffect(() => saveChosenTrip({ month: typeof state.month === 'number' ? state.month : undefined }), [state.month]);
  const value = useMemo(() => ({ pending, navigate, change, formId }), [pending, navigate, change, formId]);
  return <ResultsNavigationContext value={value}>{children}</ResultsNavigationContext>;
}

/**
 * The results list's region: busy while new results load (its cards turn
 * into skeletons through its aria-busy: ResultsView.module.css), with the
 * loading text for screen readers.
 */
export function ResultsRegion({ loading, children }: { loading: string; children: ReactNode }) {
  const { pending } = useResultsNavigation();
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Rendered again with the next results: the awaited element exists now (in this region: earlier results stay hidden in the page).
    const target =
      !pending && awaitedFocus.current
        ? region.current?.querySelector<HTMLElement>(`[id="${awaitedFocus.current}"]`)
        : null;
    if (target) {
      target.focus({ preventScroll: true });
      awaitedFocus.current = null;
    }
  });
  return (
    <div ref={region} aria-busy={pending} className="relative">
      <p role="status" className="sr-only">
        {pending ? loading : ''}
      </p>
      {children}
    </div>
  );
}

/**
 * "Show more": a link to the same results with one more page (it works
 * without JavaScript); with it, the next cards are added in place and
 * keyboard focus moves to the first of them.
 */
export function ShowMore({
  href,
  firstNew,
  className,
  children,
}: {
  href: string;
  firstNew: number;
  className?: string;
  children: ReactNode;
}) {
  const { navigate } = useResultsNavigation();
  return (
    <a
      href={href}
      className={className}
      data-action="main"
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        navigate(href, { focus: resultId(firstNew) });
      }}
    >
      {children}
    </a>
  );
}
