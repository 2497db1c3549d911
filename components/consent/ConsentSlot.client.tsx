'use client';

import { lazy, Suspense } from 'react';
import { grantsAny, readConsent } from '@/lib/consent/consent';
import { CONSENT_BANNER_ID, onFirstBannerRequest } from '@/lib/consent/store';
import type { ConsentLabels } from './ConsentBanner.client';

/** Events inside the banner that mean the visitor is about to use it: its code is wanted now. */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
/** The latest the code waits for an idle moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Settles when the banner's code is wanted: at once when the visitor reaches for the banner (a pointer, a key,
 * the focus) or "Cookie settings" asks for it; for a visitor whose stored choice grants something, at the
 * first idle moment after the page has loaded, since the banner is what loads the tag manager then. A visitor
 * who has not chosen, or refused everything, loads none of it unless they use it. At once on the server,
 * which renders the banner into the page.
 */
function bannerWanted(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const cleanups: (() => void)[] = [];
    const done = () => {
      for (const cleanup of cleanups) cleanup();
      resolve();
    };
    cleanups.push(onFirstBannerRequest(done));
    const banner = document.getElementById(CONSENT_BANNER_ID);
    for (const type of INTENT_EVENTS) {
      banner?.addEventListener(type, done, { capture: true, passive: true });
      cleanups.push(() => banner?.removeEventListener(type, done, { capture: true }));
    }
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
        cleanups.push(() => window.cancelIdleCallback(handle));
      } else {
        const handle = window.setTimeout(done, 1);
        cleanups.push(() => window.clearTimeout(handle));
      }
    };
    const choice = readConsent(document.cookie);
    if (!choice || !grantsAny(choice)) return;
    if (document.readyState === 'complete') idle();
    else {
      window.addEventListener('load', idle, { once: true });
      cleanups.push(() => window.removeEventListener('load', idle));
    }
  });
}

// React keeps the server's banner as it is (shown or hidden by the boot script) until this resolves, then hydrates
// it; a click on it before then is replayed once it has (React's selective hydration).
const ConsentBanner = lazy(async () => {
  await bannerWanted();
  const { ConsentBanner: Banner } = await import('./ConsentBanner.client');
  return { default: Banner };
});

/**
 * Where the cookie banner sits in every page (app/[locale]/layout.tsx). Its HTML is in the prerendered page and
 * the boot script shows it before the first paint, so a visitor sees it at once; its code (the two layers, the
 * choice, the tag manager) loads and hydrates only when it is used (or, for a visitor who granted something, after
 * the page), so the page's own start-up does not pay for it.
 */
export function ConsentSlot({ labels }: { labels: ConsentLabels }) {
  return (
    <Suspense fallback={null}>
      <ConsentBanner labels={labels} />
    </Suspense>
  );
}
