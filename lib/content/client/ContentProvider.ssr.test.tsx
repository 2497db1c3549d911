import type * as UrqlNext from '@urql/next';
import { useClient, type Client } from '@urql/next';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ContentProvider } from './ContentProvider.client';

const spies = vi.hoisted(() => ({ ssrExchange: undefined as unknown as ReturnType<typeof vi.fn> }));

// See ContentProvider.client.test.tsx: @urql/next's CJS build, with ssrExchange observed.
vi.mock('@urql/next', async () => {
  const { createRequire } = await import('node:module');
  const actual = createRequire(import.meta.url)('@urql/next') as typeof UrqlNext;
  spies.ssrExchange = vi.fn(actual.ssrExchange);
  return { ...actual, ssrExchange: spies.ssrExchange };
});

describe('ContentProvider (server render)', () => {
  it('creates one client per render, with an SSR exchange explicitly on the server side', () => {
    const seen: Client[] = [];
    function ClientProbe() {
      seen.push(useClient());
      return <p>content</p>;
    }
    const page = (
      <ContentProvider url="/content/v1/spaces/ventura/environments/master" token="t">
        <ClientProbe />
      </ContentProvider>
    );

    expect(renderToString(page)).toContain('content');
    renderToString(page);

    expect(spies.ssrExchange).toHaveBeenCalledTimes(2);
    expect(spies.ssrExchange).toHaveBeenCalledWith({ isClient: false });
    expect(new Set(seen).size).toBe(2);
  });
});
