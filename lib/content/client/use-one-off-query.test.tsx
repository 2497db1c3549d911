// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { gql } from '@urql/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentProvider } from './ContentProvider.client';
import { WATCH_POLL_INTERVAL_MS } from './policies';
import { useOneOffQuery, useWatchedQuery } from './use-watched-query';

const TripQuery = gql`
  query Trip($id: String!) {
    trip(id: $id) {
      id
      title
    }
  }
`;

// @urql/next's ESM build imports `next/navigation` without an extension, which
// Node's ESM resolver (used for vitest's external deps) rejects; its CJS build
// is the same code and resolves fine.
vi.mock('@urql/next', async () => {
  const { createRequire } = await import('node:module');
  return createRequire(import.meta.url)('@urql/next') as object;
});

type TripData = { trip: { id: string; title: string } };

let fetchMock: ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;
let visibility: DocumentVisibilityState;

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  fetchMock = vi.fn(async () =>
    Response.json({
      data: { trip: { __typename: 'Trip', id: '1', title: `Lisbon #${fetchMock.mock.calls.length}` } },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets pending fetches, urql's microtask dispatches and React updates settle. */
async function advance(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(0);
  });
}

function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
}

function WatchedTrip({ pause }: { pause?: boolean }) {
  const [{ data, stale }] = useWatchedQuery<TripData, { id: string }>({
    query: TripQuery,
    variables: { id: '1' },
    pause,
  });
  return (
    <p data-testid="watched" data-stale={String(stale)}>
      {data?.trip.title ?? 'loading'}
    </p>
  );
}

function OneOffTrip({ testId }: { testId: string }) {
  const [{ data }] = useOneOffQuery<TripData, { id: string }>({ query: TripQuery, variables: { id: '1' } });
  return <p data-testid={testId}>{data?.trip.title ?? 'loading'}</p>;
}

function renderWithContent(children: React.ReactNode) {
  return render(
    <ContentProvider url="https://content.test/graphql" token="delivery-token">
      {children}
    </ContentProvider>,
  );
}

describe('useWatchedQuery', () => {
  it('refetches with cache-and-network every 120 000 ms and stops after unmount', async () => {
    const { unmount } = renderWithContent(<WatchedTrip />);
    await advance();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('watched').textContent).toBe('Lisbon #1');

    await advance(WATCH_POLL_INTERVAL_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('watched').textContent).toBe('Lisbon #2');
    expect(screen.getByTestId('watched').dataset.stale).toBe('false');

    await advance(WATCH_POLL_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.getByTestId('watched').textContent).toBe('Lisbon #3');

    unmount();
    expect(vi.getTimerCount()).toBe(0); // the poll timer is cleared, not just ignored
    await advance(WATCH_POLL_INTERVAL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('shows the cached result (stale) while the poll refetches it', async () => {
    renderWithContent(<WatchedTrip />);
    await advance();

    let release!: () => void;
    fetchMock.mockImplementationOnce(
      () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(Response.json({ data: { trip: { __typename: 'Trip', id: '1', title: 'Lisbon (fresh)' } } }));
        }),
    );
    await advance(WATCH_POLL_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('watched').textContent).toBe('Lisbon #1');
    expect(screen.getByTestId('watched').dataset.stale).toBe('true');

    release();
    await advance();
    expect(screen.getByTestId('watched').textContent).toBe('Lisbon (fresh)');
    expect(screen.getByTestId('watched').dataset.stale).toBe('false');
  });

  it('polls the same endpoint over POST with the bearer token', async () => {
    renderWithContent(<WatchedTrip />);
    await advance();
    await advance(WATCH_POLL_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [, init] = fetchMock.mock.calls[1]!;
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer delivery-token');
  });

  it('does not poll while the document is hidden, and catches up when it is shown', async () => {
    renderWithContent(<WatchedTrip />);
    await advance();
    setVisibility('hidden');

    await advance(WATCH_POLL_INTERVAL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => setVisibility('visible'));
    await advance();
    expect(fetchMock).toHaveBeenCalledTimes(2);

    // The schedule restarts from the catch-up poll.
    await advance(WATCH_POLL_INTERVAL_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not refetch when shown again before a poll fell due', async () => {
    renderWithContent(<WatchedTrip />);
    await advance();
    setVisibility('hidden');
    await advance(WATCH_POLL_INTERVAL_MS / 2);
    await act(async () => setVisibility('visible'));
    await advance();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(WATCH_POLL_INTERVAL_MS / 2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('neither executes nor polls while paused', async () => {
    const { rerender } = renderWithContent(<WatchedTrip pause />);
    await advance(WATCH_POLL_INTERVAL_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByTestId('watched').textContent).toBe('loading');

    rerender(
      <ContentProvider url="https://content.test/graphql" token="delivery-token">
        <WatchedTrip pause={false} />
      </ContentProvider>,
    );
    await advance();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(WATCH_POLL_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('useOneOffQuery', () => {
  it('is cache-first: a second reader is served from the cache, and nothing polls', async () => {
    const { rerender } = renderWithContent(<OneOffTrip testId="first" />);
    await advance();
    expect(screen.getByTestId('first').textContent).toBe('Lisbon #1');

    rerender(
      <ContentProvider url="https://content.test/graphql" token="delivery-token">
        <OneOffTrip testId="first" />
        <OneOffTrip testId="second" />
      </ContentProvider>,
    );
    await advance();
    expect(screen.getByTestId('second').textContent).toBe('Lisbon #1');

    await advance(WATCH_POLL_INTERVAL_MS * 2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
