'use client';

import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { internalNavigationTarget, routeKey } from '@/lib/navigation/internal-link';

const LoadingBar = lazy(() => import('./LoadingBar.client').then((module) => ({ default: module.LoadingBar })));

/** What woke the bar: a press or key (nothing to show yet), or a click that started a navigation from this route. */
type Wake = { navigatingFrom: string | null };

/**
 * The loading bar, loaded on the visitor's first press or key: it only
 * matters from the first navigation on, so neither its code (and XState's)
 * nor its evaluation belong to the page's load (Lighthouse counted it in the
 * Total Blocking Time of every page when it loaded at idle time). A click on
 * an internal link that arrives before the bar is in place (a press loads it
 * a moment before its click) is handed to it, and it starts for that click
 * unless the navigation has already ended.
 */
export function DeferredLoadingBar({ label }: { label: string }) {
  const [wake, setWake] = useState<Wake | null>(null);
  const [inPlace, setInPlace] = useState(false);
  const placed = useCallback(() => setInPlace(true), []);
  useEffect(() => {
    if (inPlace) return;
    const listening = new AbortController();
    const options = { capture: true, passive: true, signal: listening.signal };
    const onPress = () => setWake((current) => current ?? { navigatingFrom: null });
    // Capture phase, as the bar's own listener: before next/link's handler prevents the browser's navigation.
    const onClick = (event: MouseEvent) => {
      if (internalNavigationTarget(event)) setWake({ navigatingFrom: routeKey() });
    };
    document.addEventListener('pointerdown', onPress, options);
    document.addEventListener('keydown', onPress, options);
    document.addEventListener('click', onClick, options);
    return () => listening.abort();
  }, [inPlace]);
  return wake ? (
    <Suspense fallback={null}>
      <LoadingBar label={label} navigatingFrom={wake.navigatingFrom} onInPlace={placed} />
    </Suspense>
  ) : null;
}
