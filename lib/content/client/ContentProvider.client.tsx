'use client';

import { UrqlProvider, ssrExchange } from '@urql/next';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { onSessionChange } from '@/lib/accounts/session-events';
import { createBrowserContentClient } from './create-client';

export type ContentProviderProps = {
  /** The GraphQL endpoint (for the embedded service, its path on this site). */
  url: string;
  /** The delivery (or preview) token the browser may use. */
  token: string;
  /** graphql-transport-ws endpoint; leave unset (the default) to open no socket. */
  wsUrl?: string;
  children: ReactNode;
};

/**
 * Provides the content client to `useOneOffQuery` below it.
 *
 * One client (and one SSR exchange) per mount: in the browser that is one per
 * session for a provider in the root layout; on the server, one per render so
 * no results are shared between requests. The SSR exchange is told explicitly
 * which side it runs on.
 */
export function ContentProvider({ url, token, wsUrl, children }: ContentProviderProps) {
  // A sign-in or sign-out starts a new client: its store begins empty, so nothing read as the previous visitor is
  // shown to the next (SPEC section 4; the realtime link restarts itself, realtime.ts).
  const [session, setSession] = useState(0);
  useEffect(() => onSessionChange(() => setSession((count) => count + 1)), []);
  const { client, ssr } = useMemo(() => {
    const ssr = ssrExchange({ isClient: typeof window !== 'undefined' });
    return { ssr, client: createBrowserContentClient({ url, token, wsUrl, ssr }) };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `session` only marks a new client
  }, [url, token, wsUrl, session]);

  return (
    <UrqlProvider client={client} ssr={ssr}>
      {children}
    </UrqlProvider>
  );
}
