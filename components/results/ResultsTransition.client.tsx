'use client';

import { useRouter } from 'next/navigation';
import { resultId } from './ids';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useTransition, type MouseEvent, type ReactNode } from 'react';

type ResultsNavigation = {
  /** A new results state is on its way: the list shows skeletons in place of its cards. */
  pending: boolean;
  /**
   * Goes to another results address (a new history entry, the scroll position
   * kept); `focus`: the id of an element of the next results to move focus to.
   */
  navigate: (href: string, focus?: string) => void;
  /** The element id awaiting focus once the next results are on screen. */
  awaitedFocus: { current: string | null };
};

const ResultsNavigationContext = createContext<ResultsNavigation>({ pending: false, navigate: () => {}, awaitedFocus: { current: null } });

export const useResultsNavigation = () => use(ResultsNavigationContext);

/**
 * Around a results page: filters, sort and "Show more" navigate inside one
 * transition, so the current results stay on screen (as skeletons, the same
 * size) until the next ones arrive, and nothing moves. The address is the
 * state: Back and Forward are ordinary navigations.
 */
export function ResultsTransition({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const awaitedFocus = useRef<string | null>(null);
  const navigate = useCallback(
    (href: string, focus?: string) => {
      awaitedFocus.current = focus ?? null;
      startTransition(() => router.push(href, { scroll: false }));
    },
    [router],
  );
  const value = useMemo(() => ({ pending, navigate, awaitedFocus }), [pending, navigate]);
  return <ResultsNavigationContext value={value}>{children}</ResultsNavigationContext>;
}

/**
 * The results list's region: busy while new results load (its cards turn
 * into skeletons through the `group/results` aria-busy variant), with the
 * loading text for screen readers.
 */
export function ResultsRegion({ loading, children }: { loading: string; children: ReactNode }) {
  const { pending, awaitedFocus } = useResultsNavigation();
  useEffect(() => {
    // Rendered again with the next results: the awaited element exists now.
    const target = !pending && awaitedFocus.current ? document.getElementById(awaitedFocus.current) : null;
    if (target) {
      target.focus({ preventScroll: true });
      awaitedFocus.current = null;
    }
  });
  return (
    <div aria-busy={pending} className="group/results relative">
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
export function ShowMore({ href, firstNew, className, children }: { href: string; firstNew: number; className?: string; children: ReactNode }) {
  const { navigate } = useResultsNavigation();
  return (
    <a
      href={href}
      className={className}
      data-action="main"
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        navigate(href, resultId(firstNew));
      }}
    >
      {children}
    </a>
  );
}
