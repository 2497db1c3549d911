// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import type * as UrqlNext from '@urql/next';
import { useClient, type Client } from '@urql/next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceSession } from '@/lib/accounts/session-events';
import { ContentProvider } from './ContentProvider.client';

const spies = vi.hoisted(() => ({ ssrExchange: undefined as unknown as ReturnType<typeof vi.fn> }));

// @urql/next's ESM build imports `next/navigation` without an extension, which
// Node's ESM resolver (used for vitest's external deps) rejects; its CJS build
// is the same code. ssrExchange is wrapped to observe how it is created.
vi.mock('@urql/next', async () => {
  const { createRequire } = await import('node:module');
  const actual = createRequire(import.meta.url)('@urql/next') as typeof UrqlNext;
  spies.ssrExchange = vi.fn(actual.ssrExchange);
  return { ...actual, ssrExchange: spies.ssrExchange };
});

afterEach(() => cleanup());

const seen: Client[] = [];
function ClientProbe() {
  seen.push(useClient());
  return null;
}

describe('ContentProvider (browser)', () => {
  it('creates one client per mount, with an SSR exchange explicitly on the client side', () => {
    seen.length = 0;
    spies.ssrExchange.mockClear();
    const { rerender } = render(
      <ContentProvider url="/content/v1/spaces/ventura/environments/master" token="t">
        <ClientProbe />
      </ContentProvider>,
    );
    rerender(
      <ContentProvider url="/content/v1/spaces/ventura/environments/master" token="t">
        <ClientProbe />
      </ContentProvider>,
    );

    expect(spies.ssrExchange).toHaveBeenCalledTimes(1);
    expect(spies.ssrExchange).toHaveBeenCalledWith({ isClient: true });
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(1);
  });

  it('builds a new client when the endpoint or token changes', () => {
    seen.length = 0;
    const { rerender } = render(
      <ContentProvider url="/content/v1/spaces/ventura/environments/master" token="a">
        <ClientProbe />
      </ContentProvider>,
    );
    rerender(
      <ContentProvider url="/content/v1/spaces/ventura/environments/master" token="b">
        <ClientProbe />
      </ContentProvider>,
    );
    expect(new Set(seen).size).toBe(2);
  });
});

describe('ContentProvider and the session', () => {
  it('starts a new client, with an empty store, on a sign-in or a sign-out', async () => {
    seen.length = 0;
    render(
      <ContentProvider url="/content/v1/spaces/ventura/environments/master" token="t">
        <ClientProbe />
      </ContentProvider>,
    );
    act(() => announceSession({ signedIn: true }));
    act(() => announceSession({ signedIn: false }));
    expect(new Set(seen).size).toBe(3);
  });
});
