import { Client, fetchExchange, subscriptionExchange, type Exchange, type SSRExchange } from '@urql/core';
import { boundedCacheExchange } from './bounded-cache-exchange';
import { ONE_OFF_REQUEST_POLICY } from './policies';
import { realtimeSocket } from './realtime';

export type BrowserContentClientOptions = {
  /** The GraphQL endpoint (Contentful's, or the embedded service's path on this site). */
  url: string;
  /** Delivery (or preview) token, sent as `Authorization: Bearer <token>`. */
  token: string;
  /**
   * A graphql-transport-ws endpoint (`CONTENT_WS_URL`) for realtime subscriptions, carried by the page's realtime
   * link (realtime.ts). Without it no socket exists and subscriptions never reach the HTTP endpoint.
   */
  wsUrl?: string;
  /** The SSR exchange shared with `UrqlProvider` (server-rendered results are handed to the browser through it). */
  ssr: SSRExchange;
};

/**
 * The urql client for client components: bounded document cache (20 results),
 * SSR hand-off, GraphQL over HTTP POST with the bearer token, and — only when
 * `wsUrl` is given — subscriptions over the page's realtime link (the one the
 * layout started, or one that opens with the first subscription).
 */
export function createBrowserContentClient({ url, token, wsUrl, ssr }: BrowserContentClientOptions): Client {
  const exchanges: Exchange[] = [boundedCacheExchange(), ssr, fetchExchange];
  if (wsUrl) exchanges.push(socketExchange(wsUrl, token));

  return new Client({
    url,
    exchanges,
    fetchOptions: { headers: { Authorization: `Bearer ${token}` } },
    requestPolicy: ONE_OFF_REQUEST_POLICY,
    preferGetMethod: false,
  });
}

/** Forwards subscription operations over the page's graphql-transport-ws link, as it is at each subscription. */
function socketExchange(wsUrl: string, token: string): Exchange {
  return subscriptionExchange({
    forwardSubscription(request) {
      const payload = { ...request, query: request.query ?? '' };
      return {
        subscribe(sink) {
          const unsubscribe = realtimeSocket({ url: wsUrl, token }).subscribe(payload, sink);
          return { unsubscribe };
        },
      };
    },
  });
}
