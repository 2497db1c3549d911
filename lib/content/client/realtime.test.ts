// @vitest-environment jsdom
import { gql, ssrExchange, type OperationResult } from '@urql/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startGraphqlWsServer as startServer, type GraphqlWsServer } from '@/test/graphql-ws-server';
import { announceSession } from '@/lib/accounts/session-events';
import { createBrowserContentClient } from './create-client';
import { SOCKET_RETRY_ATTEMPTS } from './policies';
import { startRealtimeLink } from './realtime';

let server: GraphqlWsServer;
let stop: (() => void) | undefined;

beforeEach(async () => {
  server = await startServer();
});

afterEach(async () => {
  stop?.();
  stop = undefined;
  await server.close();
});

const options = () => ({ url: server.url, token: 'delivery-token', webSocketImpl: WebSocket });

describe('the realtime link (CONTENT_WS_URL)', () => {
  it('connects at once, before any subscription, with the bearer token', async () => {
    stop = startRealtimeLink(options());
    await expect.poll(() => server.seen.inits).toEqual([{ Authorization: 'Bearer delivery-token' }]);
    expect(server.seen.open).toBe(1);
  });

  it('restarts on a sign-in and on a sign-out: the old connection closes, a new one opens', async () => {
    stop = startRealtimeLink(options());
    await expect.poll(() => server.seen.inits.length).toBe(1);

    announceSession({ signedIn: true });
    await expect.poll(() => server.seen.inits.length).toBe(2);
    await expect.poll(() => server.seen.closed).toBe(1);

    announceSession({ signedIn: false });
    await expect.poll(() => server.seen.inits.length).toBe(3);
    await expect.poll(() => server.seen.closed).toBe(2);
    expect(server.seen.open).toBe(3);
  });

  it('closes for good when stopped: no reconnection follows', async () => {
    stop = startRealtimeLink(options());
    await expect.poll(() => server.seen.inits.length).toBe(1);
    stop();
    stop = undefined;
    await expect.poll(() => server.seen.closed).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.seen.open).toBe(1);
  });

  it("carries the content client's subscriptions over the page's one connection", async () => {
    stop = startRealtimeLink(options());
    await expect.poll(() => server.seen.inits.length).toBe(1);
    const client = createBrowserContentClient({
      url: 'http://127.0.0.1:1/graphql',
      token: 'delivery-token',
      wsUrl: server.url,
      ssr: ssrExchange({ isClient: true }),
    });
    const results: OperationResult[] = [];
    const subscription = client
      .subscription(
        gql`
          subscription Greeting {
            greeting
          }
        `,
        {},
      )
      .subscribe((result) => results.push(result));

    // Each greeting the server sent, in order (urql may hand the last one again when the stream completes).
    const greetings = () => results.map((result) => result.data?.greeting).filter((g, i, all) => g !== all[i - 1]);
    await expect.poll(greetings).toEqual(['Olá', 'Ciao']);
    subscription.unsubscribe();
    expect(server.seen.open).toBe(1);
  });

  it('retries the spec’s 5 times', () => {
    expect(SOCKET_RETRY_ATTEMPTS).toBe(5);
  });
});
