'use client';

import { useEffect } from 'react';
import { siteRequest } from '@/lib/http/site-request';
import { internalNavigationTarget } from '@/lib/navigation/internal-link';
import { hasUnsavedInput, isChunkLoadError, reloadOnce } from '@/lib/navigation/reload';

/** The spec leaves the interval open: once a minute, and whenever the tab comes back into view. */
export const BUILD_POLL_INTERVAL_MS = 60_000;
export const BUILD_ENDPOINT = '/builds/latest.json';

async function fetchBuildId(): Promise<string | undefined> {
  try {
    const response = await siteRequest().send(BUILD_ENDPOINT, { query: { t: Date.now() }, cache: 'no-store' });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'string'
      ? body.id
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Notices a new deployment and a failed chunk load. After a new build is
 * found, the next click on an internal link loads the target with a full page
 * load (fresh code) instead of a client-side navigation, unless a form on the
 * page holds unsaved input. Reloads are guarded: once per path within 10 s.
 */
export function BuildWatcher() {
  useEffect(() => {
    let baseline: string | undefined;
    let newBuild = false;

    const poll = async () => {
      const id = await fetchBuildId();
      if (!id) return;
      baseline ??= id;
      if (id !== baseline) newBuild = true;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void poll();
    };
    const onClick = (event: MouseEvent) => {
      if (!newBuild) return;
      const target = internalNavigationTarget(event);
      if (!target || hasUnsavedInput()) return;
      if (reloadOnce(target)) event.preventDefault();
    };
    const onChunkError = (reason: unknown) => {
      if (isChunkLoadError(reason)) reloadOnce(new URL(window.location.href));
    };
    const onError = (event: ErrorEvent) => onChunkError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => onChunkError(event.reason);

    void poll();
    const timer = window.setInterval(() => void poll(), BUILD_POLL_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onVisibility);
    // Capture phase: decide before Next's <Link> starts a client-side navigation.
    document.addEventListener('click', onClick, true);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onVisibility);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return null;
}
