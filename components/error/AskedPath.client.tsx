'use client';

import { useSyncExternalStore } from 'react';
import { useT } from '@/lib/i18n/client';

// A 8 KB path is shown, not echoed whole.
const MAX_SHOWN_PATH = 200;

const noSubscription = () => () => undefined;

/**
 * `Page Not Found: {path}`, with the path the visitor asked for. The 404 page
 * is one cached page for every unknown address (the proxy answers them all
 * with it), so the path is read in the browser; the server's HTML says
 * 'Page not found' until then.
 */
export function AskedPath({ fallback }: { fallback: string }) {
  const t = useT();
  const asked = useSyncExternalStore(
    noSubscription,
    () => window.location.pathname,
    () => null,
  );
  if (asked === null) return <>{fallback}</>;
  const path = asked.length > MAX_SHOWN_PATH ? `${asked.slice(0, MAX_SHOWN_PATH)}…` : asked;
  return <>{t('errors.notFound.message', { path })}</>;
}
