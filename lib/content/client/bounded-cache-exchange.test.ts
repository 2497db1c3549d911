import { Client, fetchExchange, gql, type OperationResult, type RequestPolicy } from '@urql/core';
import { describe, expect, it, vi } from 'vitest';
import { boundedCacheExchange, LruResultCache, type BoundedCacheOptions } from './bounded-cache-exchange';
import { RESULT_CACHE_SIZE } from './policies';

const TripQuery = gql`
  query Trip($id: String!) {
    trip(id: $id) {
      id
      title
    }
  }
`;

const HotelQuery = gql`
  query Hotel($id: String!) {
    hotel(id: $id) {
      id
      name
    }
  }
`;

const RenameTrip = gql`
  mutation RenameTrip($id: String!) {
    renameTrip(id: $id) {
      id
      title
    }
  }
`;

const PublishEverything = gql`
  mutation PublishEverything {
    publishEverything
  }
`;

type RequestBody = { operationName?: string; query: string; variables?: { id?: string } };
type Responder = (body: RequestBody, call: number) => unknown;

/** By default: a Trip / Hotel / renamed Trip whose title carries the network call number. */
const defaultResponder: Responder = (body, call) => {
  const id = body.variables?.id ?? '?';
  switch (body.operationName) {
    case 'Trip':
      return { data: { trip: { __typename: 'Trip', id, title: `Trip ${id} #${call}` } } };
    case 'Hotel':
      return { data: { hotel: { __typename: 'Hotel', id, name: `Hotel ${id} #${call}` } } };
    case 'RenameTrip':
      return { data: { renameTrip: { __typename: 'Trip', id, title: `Renamed ${id} #${call}` } } };
    case 'PublishEverything':
      return { data: { publishEverything: true } };
    default:
      return { errors: [{ message: `unexpected operation ${body.operationName}` }] };
  }
};

/** A client whose only network is a mocked fetch that counts calls. */
function setup(options?: BoundedCacheOptions) {
  let respond = defaultResponder;
  const bodies: RequestBody[] = [];
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as RequestBody;
    bodies.push(body);
    return Response.json(respond(body, bodies.length));
  });
  const client = new Client({
    url: 'https://content.test/graphql',
    exchanges: [boundedCacheExchange(options), fetchExchange],
    fetch,
    preferGetMethod: false,
  });
  const trip = (id: string, requestPolicy: RequestPolicy = 'cache-first') =>
    client.query(TripQuery, { id }, { requestPolicy }).toPromise();
  const hotel = (id: string, requestPolicy: RequestPolicy = 'cache-first') =>
    client.query(HotelQuery, { id }, { requestPolicy }).toPromise();
  return {
    client,
    fetch,
    bodies,
    trip,
    hotel,
    respondWith(next: Responder) {
      respond = next;
    },
  };
}

const outcome = (result: OperationResult) => result.operation.context.meta?.cacheOutcome;

describe('boundedCacheExchange: LRU bound', () => {
  it(`keeps at most ${RESULT_CACHE_SIZE} results and evicts the least recently used`, async () => {
    const { fetch, trip } = setup();

    for (let i = 1; i <= RESULT_CACHE_SIZE + 1; i++) await trip(String(i));
    expect(fetch).toHaveBeenCalledTimes(21);

    // The 1st (least recently used) was evicted by the 21st: it is refetched.
    const first = await trip('1');
    expect(outcome(first)).toBe('miss');
    expect(fetch).toHaveBeenCalledTimes(22);
    expect(first.data.trip.title).toBe('Trip 1 #22');

    // The 21st is still cached.
    const last = await trip('21');
    expect(outcome(last)).toBe('hit');
    expect(last.data.trip.title).toBe('Trip 21 #21');
    expect(fetch).toHaveBeenCalledTimes(22);
  });

  it('counts serving a result as a use: a recently read result outlives older writes', async () => {
    const { fetch, trip } = setup();
    for (let i = 1; i <= 21; i++) await trip(String(i)); // cache: 2..21

    // Read the 2nd: served from the cache without a fetch, and now most recently used.
    const second = await trip('2');
    expect(outcome(second)).toBe('hit');
    expect(second.data.trip.title).toBe('Trip 2 #2');
    expect(fetch).toHaveBeenCalledTimes(21);

    // Refetching the 1st evicts the 3rd (now the least recently used), not the 2nd.
    await trip('1');
    expect(fetch).toHaveBeenCalledTimes(22);
    expect(outcome(await trip('2'))).toBe('hit');
    expect(fetch).toHaveBeenCalledTimes(22);
    expect(outcome(await trip('3'))).toBe('miss');
    expect(fetch).toHaveBeenCalledTimes(23);
  });

  it('takes another bound through maxResults', async () => {
    const { fetch, trip } = setup({ maxResults: 2 });
    await trip('a');
    await trip('b');
    await trip('c'); // evicts a
    expect(outcome(await trip('c'))).toBe('hit');
    expect(outcome(await trip('b'))).toBe('hit');
    expect(outcome(await trip('a'))).toBe('miss'); // evicts c
    expect(outcome(await trip('c'))).toBe('miss');
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it('rejects a bound that is not a positive integer', () => {
    expect(() => boundedCacheExchange({ maxResults: 0 })).toThrow(RangeError);
    expect(() => boundedCacheExchange({ maxResults: 1.5 })).toThrow(RangeError);
  });
});

describe('boundedCacheExchange: request policies', () => {
  it('cache-first serves a cached result without a request', async () => {
    const { fetch, trip } = setup();
    const fresh = await trip('1');
    const cached = await trip('1');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(outcome(fresh)).toBe('miss');
    expect(outcome(cached)).toBe('hit');
    expect(cached.data).toEqual(fresh.data);
    expect(cached.stale).toBe(false);
  });

  it('cache-and-network serves the cached result as stale, then the refetched one', async () => {
    const { client, fetch, trip } = setup();
    await trip('1');

    const results: OperationResult[] = [];
    const subscription = client
      .query(TripQuery, { id: '1' }, { requestPolicy: 'cache-and-network' })
      .subscribe((result) => results.push(result));
    await vi.waitFor(() => expect(results).toHaveLength(2));
    subscription.unsubscribe();

    expect(results[0]).toMatchObject({ stale: true, data: { trip: { title: 'Trip 1 #1' } } });
    expect(outcome(results[0]!)).toBe('hit');
    expect(results[1]).toMatchObject({ stale: false, data: { trip: { title: 'Trip 1 #2' } } });
    expect(fetch).toHaveBeenCalledTimes(2);

    // The refetched result replaced the cached one.
    expect((await trip('1')).data.trip.title).toBe('Trip 1 #2');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('cache-and-network without a cached result just fetches', async () => {
    const { fetch, trip } = setup();
    const result = await trip('1', 'cache-and-network');
    expect(result.data.trip.title).toBe('Trip 1 #1');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('network-only bypasses the cache (and refreshes it)', async () => {
    const { fetch, trip } = setup();
    await trip('1');
    const fresh = await trip('1', 'network-only');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fresh.data.trip.title).toBe('Trip 1 #2');
    expect((await trip('1')).data.trip.title).toBe('Trip 1 #2');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('cache-only never fetches: a miss answers without data', async () => {
    const { fetch, trip } = setup();
    const missing = await trip('1', 'cache-only');
    expect(missing.data ?? null).toBeNull();
    expect(missing.error).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();

    await trip('1');
    expect((await trip('1', 'cache-only')).data.trip.title).toBe('Trip 1 #1');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks for __typename on every selection set', async () => {
    const { bodies, trip } = setup();
    await trip('1');
    expect(bodies[0]?.query).toMatch(/trip\(id: \$id\) \{\s+id\s+title\s+__typename\s+\}/);
  });
});

describe('boundedCacheExchange: error policy "all"', () => {
  it('keeps partial data together with its errors, and serves both from the cache', async () => {
    const { fetch, trip, respondWith } = setup();
    respondWith(() => ({
      data: { trip: { __typename: 'Trip', id: '1', title: null } },
      errors: [{ message: 'title is unavailable', path: ['trip', 'title'] }],
    }));

    const fresh = await trip('1');
    expect(fresh.data).toEqual({ trip: { __typename: 'Trip', id: '1', title: null } });
    expect(fresh.error?.graphQLErrors.map((e) => e.message)).toEqual(['title is unavailable']);

    const cached = await trip('1');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(outcome(cached)).toBe('hit');
    expect(cached.data).toEqual(fresh.data);
    expect(cached.error).toBe(fresh.error);
  });

  it('does not cache a result that has errors but no data', async () => {
    const { fetch, trip, respondWith } = setup();
    respondWith(() => ({ data: null, errors: [{ message: 'boom' }] }));
    expect((await trip('1')).error?.message).toContain('boom');
    expect((await trip('1')).error?.message).toContain('boom');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('boundedCacheExchange: invalidation', () => {
  it('a mutation invalidates the cached results that share one of its __typenames', async () => {
    const { client, fetch, trip, hotel } = setup();
    await trip('1');
    await trip('2');
    await hotel('1');
    expect(fetch).toHaveBeenCalledTimes(3);

    const mutation = await client.mutation(RenameTrip, { id: '1' }).toPromise();
    expect(mutation.data.renameTrip.title).toBe('Renamed 1 #4');
    expect(fetch).toHaveBeenCalledTimes(4);

    // Every Trip result is gone (urql's document cache invalidates by type, not by id) …
    expect(outcome(await trip('1'))).toBe('miss');
    expect(outcome(await trip('2'))).toBe('miss');
    expect(fetch).toHaveBeenCalledTimes(6);
    // … while the Hotel result is untouched.
    expect(outcome(await hotel('1'))).toBe('hit');
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it('re-executes invalidated queries that are still watched', async () => {
    const { client, trip } = setup();
    const results: OperationResult[] = [];
    const subscription = client.query(TripQuery, { id: '1' }).subscribe((result) => results.push(result));
    await vi.waitFor(() => expect(results).toHaveLength(1));

    await client.mutation(RenameTrip, { id: '1' }).toPromise();
    await vi.waitFor(() => expect(results.at(-1)?.data.trip.title).toBe('Trip 1 #3'));
    subscription.unsubscribe();

    expect(outcome(await trip('1'))).toBe('hit');
  });

  it('honours additionalTypenames on a mutation whose result names no type', async () => {
    const { client, fetch, trip, hotel } = setup();
    await trip('1');
    await hotel('1');

    await client.mutation(PublishEverything, {}, { additionalTypenames: ['Hotel'] }).toPromise();
    expect(outcome(await hotel('1'))).toBe('miss');
    expect(outcome(await trip('1'))).toBe('hit');
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});

describe('LruResultCache', () => {
  const result = (n: number) => ({ data: { n } }) as unknown as OperationResult;

  it('never holds more than its bound and drops evicted keys from the typename index', () => {
    const cache = new LruResultCache(3);
    for (let key = 1; key <= 5; key++) cache.set(key, result(key), key % 2 ? ['Odd'] : ['Even']);
    expect(cache.size).toBe(3);
    expect(cache.keys()).toEqual([3, 4, 5]);
    expect([...cache.keysForTypenames(['Odd'])]).toEqual([3, 5]);
    expect([...cache.keysForTypenames(['Even'])]).toEqual([4]);
  });

  it('moves a key to most recently used on get and set, not on has or peek', () => {
    const cache = new LruResultCache(3);
    cache.set(1, result(1), []);
    cache.set(2, result(2), []);
    cache.set(3, result(3), []);
    cache.has(1);
    cache.peek(1);
    expect(cache.keys()).toEqual([1, 2, 3]);
    cache.get(1);
    expect(cache.keys()).toEqual([2, 3, 1]);
    cache.set(2, result(22), []);
    expect(cache.keys()).toEqual([3, 1, 2]);
    expect(cache.peek(2)).toEqual(result(22));
  });

  it('re-indexes a key whose typenames changed', () => {
    const cache = new LruResultCache(3);
    cache.set(1, result(1), ['Trip']);
    cache.set(1, result(1), ['Hotel']);
    expect(cache.keysForTypenames(['Trip']).size).toBe(0);
    expect([...cache.keysForTypenames(['Hotel'])]).toEqual([1]);
  });
});
