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

  it('purges the cached content of the published entry’s content type', async () => {
    const response = await webhook({ sys: { type: 'Entry', id: 'x', contentType: { sys: { id: 'package' } } } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ['content:package'] });
    expect(revalidateTag).toHaveBeenCalledWith('content:package', 'max');
  });

  it('purges everything that shows assets when an asset changes', async () => {
    await webhook({ sys: { type: 'Asset', id: 'a' } });
    expect(revalidateTag).toHaveBeenCalledWith('content:asset', 'max');
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

  it('answers bad bodies with 400', async () => {
    expect((await webhook('{not json')).status).toBe(400);
    expect((await webhook({ sys: { type: 'Space' } })).status).toBe(400);
    expect((await webhook({ sys: { type: 'Entry' } })).status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
