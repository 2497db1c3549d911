// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { gql } from '@urql/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentProvider } from './ContentProvider.client';
import { useOneOffQuery } from './use-one-off-query';

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

beforeEach(() => {
  vi.useFakeTimers();
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

describe('useOneOffQuery', () => {
  it('is cache-first: a second reader is served from the cache, and nothing asks again later', async () => {
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

    await advance(10 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
