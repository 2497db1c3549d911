import { Client, fetchExchange, subscriptionExchange, type Exchange, type SSRExchange } from '@urql/core';
import { createClient as createSocketClient, type Client as SocketClient } from 'graphql-ws';
import { boundedCacheExchange } from './bounded-cache-exchange';
import { ONE_OFF_REQUEST_POLICY, SOCKET_RETRY_ATTEMPTS } from './policies';

export type BrowserContentClientOptions = {
  /** The GraphQL endpoint (Contentful's, or the embedded service's path on this site). */
  url: string;
  /** Delivery (or preview) token, sent as `Authorization: Bearer <token>`. */
  token: string;
  /**
   * A graphql-transport-ws endpoint for realtime subscriptions. None is
   * configured today; without it no socket client exists and subscriptions
   * fall through to urql's fallback (they never reach the HTTP endpoint).
   */
  wsUrl?: string;
  /** The SSR exchange shared with `UrqlProvider` (server-rendered results are handed to the browser through it). */
  ssr: SSRExchange;
};

/**
 * The urql client for client components: bounded document cache (20 results),
 * SSR hand-off, GraphQL over HTTP POST with the bearer token, and — only when
 * `wsUrl` is given — a graphql-ws subscription link (lazy: the socket opens
 * with the first subscription, retries 5 times).
 */
export function createBrowserContentClient({ url, token, wsUrl, ssr }: BrowserContentClientOptions): Client {
  const authorization = `Bearer ${token}`;
  const exchanges: Exchange[] = [boundedCacheExchange(), ssr, fetchExchange];
  if (wsUrl) exchanges.push(socketExchange(wsUrl, authorization));

  return new Client({
    url,
    exchanges,
    fetchOptions: { headers: { Authorization: authorization } },
    requestPolicy: ONE_OFF_REQUEST_POLICY,
    preferGetMethod: false,
  });
}

/** Forwards subscription operations over a graphql-transport-ws socket. */
function socketExchange(wsUrl: string, authorization: string): Exchange {
  const socket: SocketClient = createSocketClient({
    url: wsUrl,
    retryAttempts: SOCKET_RETRY_ATTEMPTS,
    connectionParams: { Authorization: authorization },
  });

  return subscriptionExchange({
    forwardSubscription(request) {
      const payload = { ...request, query: request.query ?? '' };
      return {
        subscribe(sink) {
          const unsubscribe = socket.subscribe(payload, sink);
          return { unsubscribe };
        },
      };
    },
  });
}
