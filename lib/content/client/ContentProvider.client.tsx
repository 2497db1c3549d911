'use client';

import { UrqlProvider, ssrExchange } from '@urql/next';
import { useMemo, type ReactNode } from 'react';
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
 * Provides the content client to `useWatchedQuery` / `useOneOffQuery` below it.
 *
 * One client (and one SSR exchange) per mount: in the browser that is one per
 * session for a provider in the root layout; on the server, one per render so
 * no results are shared between requests. The SSR exchange is told explicitly
 * which side it runs on.
 */
export function ContentProvider({ url, token, wsUrl, children }: ContentProviderProps) {
  const { client, ssr } = useMemo(() => {
    const ssr = ssrExchange({ isClient: typeof window !== 'undefined' });
    return { ssr, client: createBrowserContentClient({ url, token, wsUrl, ssr }) };
  }, [url, token, wsUrl]);

  return (
    <UrqlProvider client={client} ssr={ssr}>
      {children}
    </UrqlProvider>
  );
}
