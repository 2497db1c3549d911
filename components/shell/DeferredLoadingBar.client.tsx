'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

const LoadingBar = lazy(() => import('./LoadingBar.client').then((module) => ({ default: module.LoadingBar })));

/**
 * The loading bar, loaded once the browser is idle after the page's load event:
 * it only matters from the first navigation on, so its code (and XState's)
 * stays out of every page's first-load JavaScript.
 */
export function DeferredLoadingBar({ label }: { label: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const timer = window.setTimeout(() => setReady(true), 200);
        cancel = () => window.clearTimeout(timer);
      }
    };
    // After the load event: the page's own resources come first.
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <LoadingBar label={label} />
    </Suspense>
  ) : null;
}
