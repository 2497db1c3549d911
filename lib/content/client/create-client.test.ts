import { gql, ssrExchange, type OperationResult } from '@urql/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserContentClient } from './create-client';

const socket = vi.hoisted(() => ({
  createClient: vi.fn(),
  subscribe: vi.fn(),
  unsubscribe: vi.fn(),
}));

vi.mock('graphql-ws', () => ({ createClient: socket.createClient }));

const TripQuery = gql`
  query Trip($id: String!) {
    trip(id: $id) {
      id
      title
    }
  }
`;

const TripUpdated = gql`
  subscription TripUpdated {
    tripUpdated {
      id
      title
    }
  }
`;

const URL = 'https://graphql.contentful.test/content/v1/spaces/s/environments/master';

let fetchMock: ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  socket.subscribe.mockImplementation(() => socket.unsubscribe);
  socket.createClient.mockImplementation(() => ({
    subscribe: socket.subscribe,
    iterate: vi.fn(),
    on: vi.fn(),
    dispose: vi.fn(),
    terminate: vi.fn(),
  }));
  fetchMock = vi.fn(async () => Response.json({ data: { trip: { __typename: 'Trip', id: '1', title: 'Lisbon' } } }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const newClient = (wsUrl?: string) =>
  createBrowserContentClient({ url: URL, token: 'delivery-token', wsUrl, ssr: ssrExchange({ isClient: true }) });

describe('createBrowserContentClient', () => {
  it('POSTs queries to the endpoint with the bearer token', async () => {
    const result = await newClient().query(TripQuery, { id: '1' }).toPromise();
    expect(result.data.trip.title).toBe('Lisbon');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(String(input)).toBe(URL);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer delivery-token');
    expect(JSON.parse(String(init?.body))).toMatchObject({ operationName: 'Trip', variables: { id: '1' } });
  });

  it('answers one-off queries cache-first by default', async () => {
    const client = newClient();
    await client.query(TripQuery, { id: '1' }).toPromise();
    const again = await client.query(TripQuery, { id: '1' }).toPromise();
    expect(again.operation.context.requestPolicy).toBe('cache-first');
    expect(again.operation.context.meta?.cacheOutcome).toBe('hit');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('hands results to the SSR exchange', async () => {
    const ssr = ssrExchange({ isClient: false });
    const client = createBrowserContentClient({ url: URL, token: 'delivery-token', ssr });
    await client.query(TripQuery, { id: '1' }).toPromise();
    expect(Object.values(ssr.extractData())).toHaveLength(1);
  });

  it('creates no socket without wsUrl, and subscriptions never reach the network', async () => {
    const client = newClient();
    const results: OperationResult[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const subscription = client.subscription(TripUpdated, {}).subscribe((result) => results.push(result));
    await new Promise((resolve) => setTimeout(resolve, 10));
    subscription.unsubscribe();
    warn.mockRestore();

    expect(socket.createClient).not.toHaveBeenCalled();
    expect(socket.subscribe).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(results).toEqual([]);
  });
});
