import { beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag }));
vi.mock('server-only', () => ({}));
const settings = { REVALIDATE_SECRET: 'a'.repeat(40) as string | undefined };
vi.mock('@/lib/env', () => ({ env: () => settings }));
// The table as the CMS holds it after the publish (lib/content/redirects.ts): what it refuses because of an entry.
const refusalsOf = vi.fn(
  async (
    _id: string,
    _options: unknown,
  ): Promise<{ origin: string; id: string; from: string; message: string }[]> => [],
);
vi.mock('@/lib/content/redirects', () => ({ redirectSourceTypes: ['redirect'], refusalsOf }));
// The renamed addresses' record (lib/content/renames.ts): what a publish renamed.
const followRenames = vi.fn(
  async (): Promise<{ renamed: { from: string; to: string; entryId: string }[]; changed: boolean }> => ({
    renamed: [],
    changed: false,
  }),
);
vi.mock('@/lib/content/renames', () => ({
  addressContentTypes: ['page', 'landing'],
  followRenames,
  RENAMES_TAG: 'renamed-addresses',
}));

// The check of a published page's modules (renderer/unrenderable.ts): what visitors will not see.
const unrenderableModules = vi.fn(
  async (_pageId: string): Promise<{ locale: string; module: string; kind: string; problems: string[] }[]> => [],
);
vi.mock('@/renderer/unrenderable', () => ({ unrenderableModules }));

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
    refusalsOf.mockClear();
    followRenames.mockClear();
    unrenderableModules.mockClear();
    settings.REVALIDATE_SECRET = 'a'.repeat(40);
  });

  it('lists the modules of a published page that will not render, and checks nothing for other types', async () => {
    const broken = {
      locale: 'it',
      module: 'newsletter-x',
      kind: 'newsletter',
      problems: ['The field "cta" is empty.'],
    };
    unrenderableModules.mockResolvedValueOnce([broken]);
    const page = await webhook({ sys: { type: 'Entry', id: 'page-x', contentType: { sys: { id: 'page' } } } });
    expect(await page.json()).toMatchObject({ unrenderable: [broken] });
    expect(unrenderableModules).toHaveBeenCalledWith('page-x');
    // A page whose modules all render says nothing of them; an unpublish or another type is not checked.
    const fine = await webhook({ sys: { type: 'Entry', id: 'page-y', contentType: { sys: { id: 'page' } } } });
    expect(await fine.json()).not.toHaveProperty('unrenderable');
    await webhook({ sys: { type: 'DeletedEntry', id: 'page-x', contentType: { sys: { id: 'page' } } } });
    await webhook({ sys: { type: 'Entry', id: 'package-x', contentType: { sys: { id: 'package' } } } });
    expect(unrenderableModules).toHaveBeenCalledTimes(2);
  });

  it('purges the published entry and the lists of its content type, at once', async () => {
    const response = await webhook({
      sys: { type: 'Entry', id: 'package-x', contentType: { sys: { id: 'package' } } },
    });
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
    expect(
      (await webhook({ sys: { type: 'Entry', id: '../../x', contentType: { sys: { id: 'page' } } } })).status,
    ).toBe(400);
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

  it('checks a published redirect against the content as it is now, says what it refuses, and purges anyway', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    refusalsOf.mockResolvedValueOnce([
      { origin: 'redirect', id: 'redirect-loop', from: '/en/a/', message: 'it redirects to itself' },
    ]);
    const redirect = { type: 'Entry', id: 'redirect-loop', contentType: { sys: { id: 'redirect' } } };
    const response = await webhook({ sys: redirect });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      revalidated: ['entry:redirect-loop', 'content:redirect'],
      refused: [{ id: 'redirect-loop', from: '/en/a/', message: 'it redirects to itself' }],
    });
    expect(refusalsOf).toHaveBeenCalledWith('redirect-loop', { outsideRender: true });
    expect(JSON.parse(errors.mock.calls[0]![0] as string)).toMatchObject({
      level: 'warn',
      event: 'redirect_refused',
      id: 'redirect-loop',
      message: 'it redirects to itself',
    });
    expect(revalidateTag).toHaveBeenCalledTimes(2);

    // A valid one says so; an unpublished one is not checked; a check that fails still purges.
    expect(await (await webhook({ sys: redirect })).json()).toEqual({
      revalidated: ['entry:redirect-loop', 'content:redirect'],
      refused: [],
    });
    await webhook({ sys: { ...redirect, type: 'DeletedEntry' } });
    expect(refusalsOf).toHaveBeenCalledTimes(2);
    refusalsOf.mockRejectedValueOnce(new Error('CMS down'));
    const failed = await webhook({ sys: redirect });
    expect(await failed.json()).toEqual({ revalidated: ['entry:redirect-loop', 'content:redirect'] });
    expect(JSON.parse(errors.mock.calls.at(-1)![0] as string)).toMatchObject({
      event: 'redirect_check_failed',
      entry: 'redirect-loop',
    });
    expect(revalidateTag).toHaveBeenCalledTimes(8);
    errors.mockRestore();
  });

  it('records the renames of a published entry with an address before purging, and purges them when they changed', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const landing = { type: 'Entry', id: 'landing-rio', contentType: { sys: { id: 'landing' } } };
    followRenames.mockResolvedValueOnce({
      renamed: [{ from: '/en/events/rio/', to: '/en/events/rio-2027/', entryId: 'landing-rio' }],
      changed: true,
    });
    const response = await webhook({ sys: landing });
    expect(await response.json()).toEqual({
      revalidated: ['entry:landing-rio', 'content:landing', 'renamed-addresses'],
      renamed: [{ from: '/en/events/rio/', to: '/en/events/rio-2027/' }],
    });
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toEqual([
      'entry:landing-rio',
      'content:landing',
      'renamed-addresses',
    ]);
    expect(JSON.parse(info.mock.calls[0]![0] as string)).toMatchObject({
      event: 'address_renamed',
      entry: 'landing-rio',
      from: '/en/events/rio/',
      to: '/en/events/rio-2027/',
    });

    // Nothing renamed: the usual answer. A journey (its address is its id), an unpublish: not compared.
    expect(await (await webhook({ sys: landing })).json()).toEqual({
      revalidated: ['entry:landing-rio', 'content:landing'],
    });
    await webhook({ sys: { type: 'Entry', id: 'journey-x', contentType: { sys: { id: 'specialJourney' } } } });
    await webhook({ sys: { ...landing, type: 'DeletedEntry' } });
    expect(followRenames).toHaveBeenCalledTimes(2);

    // A store that cannot be read: logged, the purge goes on.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    followRenames.mockRejectedValueOnce(new Error('store down'));
    const failed = await webhook({ sys: landing });
    expect(failed.status).toBe(200);
    expect(await failed.json()).toEqual({ revalidated: ['entry:landing-rio', 'content:landing'] });
    expect(JSON.parse(errors.mock.calls[0]![0] as string)).toMatchObject({
      event: 'renames_failed',
      message: 'store down',
    });
    info.mockRestore();
    errors.mockRestore();
  });
});
