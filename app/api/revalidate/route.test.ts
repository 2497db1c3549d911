import { beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag }));
vi.mock('server-only', () => ({}));
const settings = { REVALIDATE_SECRET: 'a'.repeat(40) as string | undefined };
vi.mock('@/lib/env', () => ({ env: () => settings }));

const { POST } = await import('./route');

const webhook = (body: unknown, secret: string | null = settings.REVALIDATE_SECRET ?? null) =>
  POST(
    new Request('http://localhost/api/revalidate/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(secret === null ? {} : { 'x-revalidate-secret': secret }) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

describe('the revalidation webhook', () => {
  beforeEach(() => {
    revalidateTag.mockClear();
    settings.REVALIDATE_SECRET = 'a'.repeat(40);
  });

  it('purges the published entry and the lists of its content type, at once', async () => {
    const response = await webhook({ sys: { type: 'Entry', id: 'package-x', contentType: { sys: { id: 'package' } } } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ revalidated: ['entry:package-x', 'content:package'] });
    expect(revalidateTag.mock.calls).toEqual([
      ['entry:package-x', { expire: 0 }],
      ['content:package', { expire: 0 }],
    ]);
  });

  it('purges what shows an asset when it changes', async () => {
    await webhook({ sys: { type: 'DeletedAsset', id: 'asset-1' } });
    expect(revalidateTag.mock.calls).toEqual([
      ['entry:asset-1', { expire: 0 }],
      ['content:asset', { expire: 0 }],
    ]);
  });

  it('refuses a missing or wrong secret', async () => {
    expect((await webhook({ sys: { type: 'Entry' } }, null)).status).toBe(401);
    expect((await webhook({ sys: { type: 'Entry' } }, 'b'.repeat(40))).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('does not exist while no secret is configured', async () => {
    settings.REVALIDATE_SECRET = undefined;
    expect((await webhook({ sys: { type: 'Entry' } }, 'anything')).status).toBe(404);
  });

  it('answers bad bodies with 400 and a message that says what a webhook body holds', async () => {
    const notJson = await webhook('{not json');
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).error).toMatch(/not JSON/);
    expect((await webhook({ sys: { type: 'Space' } })).status).toBe(400);
    expect((await webhook({ sys: { type: 'Entry', id: 'x' } })).status).toBe(400);
    expect((await webhook({ sys: { type: 'Entry', id: '../../x', contentType: { sys: { id: 'page' } } } })).status).toBe(400);
    const unknownType = await webhook({ sys: { type: 'Entry', id: 'x', contentType: { sys: { id: 'blogPost' } } } });
    expect(unknownType.status).toBe(400);
    expect(JSON.stringify(await unknownType.json())).toMatch(/not a content type of this site/);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a huge body with 413 without reading it all', async () => {
    const huge = JSON.stringify({ sys: { type: 'Asset', id: 'a' }, padding: 'x'.repeat(200_000) });
    expect((await webhook(huge)).status).toBe(413);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
