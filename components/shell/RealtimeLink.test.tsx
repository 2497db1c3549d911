// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { announceSession } from '@/lib/accounts/session-events';
import { startGraphqlWsServer, type GraphqlWsServer } from '@/test/graphql-ws-server';
import { RealtimeLink } from './RealtimeLink.client';

let server: GraphqlWsServer;
beforeEach(async () => {
  server = await startGraphqlWsServer();
  // The browser's own WebSocket, which the link uses when it is given none.
  globalThis.WebSocket = WebSocket as unknown as typeof globalThis.WebSocket;
});
afterEach(async () => {
  cleanup();
  await server.close();
});

describe('RealtimeLink (the layout with CONTENT_WS_URL set)', () => {
  it('opens the link once mounted, restarts it on a sign-in, and closes it when unmounted', async () => {
    const { unmount } = render(<RealtimeLink url={server.url} token="delivery-token" />);
    await expect.poll(() => server.seen.inits).toEqual([{ Authorization: 'Bearer delivery-token' }]);

    act(() => announceSession({ signedIn: true }));
    await expect.poll(() => server.seen.open).toBe(2);

    unmount();
    await expect.poll(() => server.seen.closed).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.seen.open).toBe(2);
  });
});
