'use client';

import { useActor } from '@xstate/react';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';
import { internalNavigationTarget, routeKey } from '@/lib/navigation/internal-link';
import { LOADING_BAR, loadingBarMachine } from '@/machines/loading-bar';

interface LoadingBarProps {
  /** Accessible name of the progress bar, already translated by the layout. */
  label: string;
  /**
   * The route (path and query) a navigation started from before the bar's code had loaded
   * (DeferredLoadingBar): the bar starts at once if the page still shows it.
   */
  navigatingFrom?: string | null;
  /** Called once the bar listens for navigations itself. */
  onInPlace?: () => void;
}

/**
 * Top loading bar shown during client-side route transitions.
 *
 * useSearchParams() makes everything up to the nearest <Suspense> boundary client-rendered
 * when a route is prerendered, so the boundary is kept here: the rest of the page still renders
 * statically, and the bar (which has nothing to show on the server) appears after hydration.
 */
export function LoadingBar({ label, navigatingFrom = null, onInPlace }: LoadingBarProps) {
  return (
    <Suspense fallback={null}>
      <LoadingBarInner label={label} navigatingFrom={navigatingFrom} onInPlace={onInPlace} />
    </Suspense>
  );
}

function LoadingBarInner({ label, navigatingFrom, onInPlace }: LoadingBarProps) {
  const [snapshot, send] = useActor(loadingBarMachine);
  const pathname = usePathname();
  const search = useSearchParams().toString();
  /** Route the page currently shows, read from window.location so popstate can compare like with like. */
  const shownRoute = useRef<string | null>(null);

  // A new pathname or query means the navigation has been rendered. On mount this FINISH is
  // ignored by the machine (it is idle).
  useEffect(() => {
    shownRoute.current = routeKey(window.location);
    send({ type: 'FINISH' });
  }, [pathname, search, send]);

  // The click that loaded the bar: its navigation runs still if the page shows the route it started from.
  const [startedFrom] = useState(navigatingFrom);
  useEffect(() => {
    if (startedFrom && startedFrom === routeKey(window.location)) send({ type: 'START' });
  }, [startedFrom, send]);

  useEffect(() => {
    // Capture phase: runs before next/link's own click handler calls preventDefault(), which
    // internalNavigationTarget() would otherwise read as "someone else handles this click".
    const onClick = (event: MouseEvent) => {
      if (internalNavigationTarget(event)) send({ type: 'START' });
    };
    // Back/forward. Moving between entries that differ only by their hash changes no route, so
    // no FINISH would ever follow: do not start the bar for those.
    const onPopState = () => {
      if (routeKey(window.location) !== shownRoute.current) send({ type: 'START' });
    };
    // An uncaught error or rejection while a navigation runs (typically a route chunk that failed
    // to load) ends it in the error colour. The machine ignores FINISH when no navigation runs.
    const onError = () => send({ type: 'FINISH', error: true });

    document.addEventListener('click', onClick, { capture: true });
    window.addEventListener('popstate', onPopState);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
    };
  }, [send]);

  useEffect(() => onInPlace?.(), [onInPlace]);

  const { progress, visible, error } = snapshot.context;
  const style: CSSProperties = {
    position: 'fixed',
    top: 0,
    left: 0,
    zIndex: 2000,
    height: `${LOADING_BAR.height}px`,
    width: `${progress}%`,
    backgroundColor: error ? LOADING_BAR.errorColor : LOADING_BAR.color,
    opacity: visible ? 1 : 0,
    pointerEvents: 'none',
    // The fade must end before the machine resets the width (resetDelayMs = 400 ms).
    transition: 'width 200ms ease-out, opacity 300ms ease',
  };

  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      // Hidden from assistive technology while transparent, like it is for sighted users.
      aria-hidden={!visible}
      data-state={snapshot.value}
      data-error={error ? 'true' : 'false'}
      style={style}
    />
  );
}
