import { createClient, type Client } from 'graphql-ws';
import { onSessionChange } from '@/lib/accounts/session-events';
import { SOCKET_RETRY_ATTEMPTS } from './policies';

/**
 * The page's realtime link (SPEC sections 4 and 7): one graphql-transport-ws connection to `CONTENT_WS_URL`,
 * opened as soon as it is started (not on the first subscription), reconnecting up to 5 times, and closed and
 * opened again on every sign-in and sign-out, so the server sees the visitor the session now belongs to.
 * Subscriptions of the content client (create-client.ts) travel over it.
 */
export type RealtimeLinkOptions = {
  /** The `ws://` or `wss://` endpoint. */
  url: string;
  /** Sent as `connectionParams.Authorization: Bearer <token>` with the connection's init message. */
  token: string;
  /** The WebSocket class, where the runtime has none of its own (Node 20 in the tests). */
  webSocketImpl?: unknown;
};

type Link = { options: RealtimeLinkOptions; socket: Client };

let current: Link | undefined;

function open(options: RealtimeLinkOptions, lazy: boolean): Client {
  return createClient({
    url: options.url,
    lazy,
    retryAttempts: SOCKET_RETRY_ATTEMPTS,
    connectionParams: { Authorization: `Bearer ${options.token}` },
    webSocketImpl: options.webSocketImpl,
    // Past its retries the link stays closed until the next page or session: nothing a visitor can act on, so the
    // console is left alone.
    onNonLazyError: () => undefined,
  });
}

/**
 * The link for `options`: the page's started link when it is for the same endpoint and token, or a lazy one (it
 * connects with its first subscription) when none was started.
 */
export function realtimeSocket(options: RealtimeLinkOptions): Client {
  if (current && current.options.url === options.url && current.options.token === options.token) return current.socket;
  current?.socket.dispose();
  current = { options, socket: open(options, true) };
  return current.socket;
}

/** Opens the page's link now and restarts it on each sign-in and sign-out; the returned function closes it for good. */
export function startRealtimeLink(options: RealtimeLinkOptions): () => void {
  const restart = () => {
    current?.socket.dispose();
    current = { options, socket: open(options, false) };
  };
  restart();
  const stopListening = onSessionChange(restart);
  return () => {
    stopListening();
    current?.socket.dispose();
    current = undefined;
  };
}
