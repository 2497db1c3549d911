import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMBEDDED_SPACE, contentApiPath } from '@/lib/content/endpoint';

vi.mock('server-only', () => ({}));

const PREVIEW_TOKEN = 'p'.repeat(20) + '0123456789abcdef';
const DRAFTS = '{ pageCollection(preview: true) { items { slug } } }';
const params = Promise.resolve({ space: EMBEDDED_SPACE.spaceId, environment: EMBEDDED_SPACE.environmentId });

/** The route in a fresh module graph, so it reads the environment stubbed for the test. */
async function endpoint(environment: Record<string, string>) {
  vi.resetModules();
  vi.stubEnv('EMBEDDED_PREVIEW_TOKEN', '');
  vi.stubEnv('CONTENT_SOURCE', 'embedded');
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  const { POST } = await import('./route');
  let sent = 0;
  // Each request from an address of its own unless the test names one: the per-client limits are tested below.
  return async (
    query: string,
    token: string | null,
    headers: Record<string, string> = { 'x-forwarded-for': `10.77.0.${(sent += 1)}` },
  ) => {
    const response = await POST(
      new Request(`http://localhost${contentApiPath(EMBEDDED_SPACE.spaceId, EMBEDDED_SPACE.environmentId)}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token === null ? {} : { authorization: `Bearer ${token}` }),
          ...headers,
        },
        body: JSON.stringify({ query }),
      }),
      { params },
    );
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as {
        data?: { pageCollection?: { items: { slug: string }[] } };
        errors?: { extensions?: { contentful?: { code?: string } } }[];
      },
    };
  };
}

const codes = (body: { errors?: { extensions?: { contentful?: { code?: string } } }[] }) =>
  body.errors?.map((error) => error.extensions?.contentful?.code);

describe('the embedded content endpoint: drafts', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('without EMBEDDED_PREVIEW_TOKEN refuses preview: true to every token with 401, as a wrong token', async () => {
    const post = await endpoint({});
    for (const token of [EMBEDDED_SPACE.deliveryToken, 'embedded-preview-token', PREVIEW_TOKEN, '']) {
      const { status, body } = await post(DRAFTS, token);
      expect(status, `token ${JSON.stringify(token)}`).toBe(401);
      expect(body.data).toBeUndefined();
      expect(codes(body)?.[0]).toMatch(/^ACCESS_TOKEN_(INVALID|MISSING)$/);
    }
    // The old fixed preview token is no token at all now, not even for published content.
    expect((await post('{ __typename }', 'embedded-preview-token')).status).toBe(401);
    // The delivery token stays public: published content for anyone.
    const published = await post('{ pageCollection { items { slug } } }', EMBEDDED_SPACE.deliveryToken);
    expect(published.status).toBe(200);
    expect(published.body.data?.pageCollection?.items.map((item) => item.slug)).not.toContain('careers');
  });

  it('with EMBEDDED_PREVIEW_TOKEN shows drafts to that token only', async () => {
    const post = await endpoint({ EMBEDDED_PREVIEW_TOKEN: PREVIEW_TOKEN });
    const drafts = await post(DRAFTS, PREVIEW_TOKEN);
    expect(drafts.status).toBe(200);
    expect(drafts.body.data?.pageCollection?.items.map((item) => item.slug)).toContain('careers');
    for (const token of [
      EMBEDDED_SPACE.deliveryToken,
      'embedded-preview-token',
      PREVIEW_TOKEN.slice(0, -1),
      `${PREVIEW_TOKEN}x`,
    ]) {
      const refused = await post(DRAFTS, token);
      expect(refused.status, `token ${token}`).toBe(401);
      expect(codes(refused.body)).toEqual(['ACCESS_TOKEN_INVALID']);
    }
  });
});

describe('the embedded content endpoint: requests per client', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('answers 429 with Retry-After past 300 requests a minute from one address, sent 5 a second; other addresses go on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const post = await endpoint({});
      const from = (address: string) =>
        post('{ __typename }', EMBEDDED_SPACE.deliveryToken, { 'x-forwarded-for': address });
      for (let count = 0; count < 300; count += 1) {
        if (count % 5 === 0) vi.setSystemTime(Date.now() + 1000);
        expect((await from('203.0.113.7')).status).toBe(200);
      }
      // Still within the minute of the first request (the second's own limit is spent too: the longer wait is said).
      vi.setSystemTime(Date.now() + 500);
      const refused = await from('203.0.113.7');
      expect(refused.status).toBe(429);
      expect(codes(refused.body)).toEqual(['RATE_LIMIT_EXCEEDED']);
      expect(refused.headers.get('retry-after')).toBe('60');
      expect((await from('198.51.100.1')).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 429 past 5 requests in one second from one address, for a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const post = await endpoint({});
      const from = (address: string) =>
        post('{ __typename }', EMBEDDED_SPACE.deliveryToken, { 'x-forwarded-for': address });
      for (let count = 0; count < 5; count += 1) expect((await from('203.0.113.8')).status).toBe(200);
      const refused = await from('203.0.113.8');
      expect([refused.status, refused.headers.get('retry-after')]).toEqual([429, '1']);
      expect((await from('198.51.100.2')).status).toBe(200);
      vi.setSystemTime(Date.now() + 1100);
      expect((await from('203.0.113.8')).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
