// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteRequest } from './site-request';

afterEach(() => vi.unstubAllGlobals());

describe("siteRequest: the browser's calls to the site's own routes", () => {
  it('sends to the page’s own origin and retries a GET once after a 503', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('busy', { status: 503, headers: { 'retry-after': '0' } }))
      .mockResolvedValueOnce(Response.json({ id: 'b2' }));
    vi.stubGlobal('fetch', fetch);
    await expect(siteRequest()('/api/build/')).resolves.toEqual({ id: 'b2' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[0]?.[0]).toBe(`${window.location.origin}/api/build/`);
  });

  it('never retries a POST', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('busy', { status: 503 }));
    vi.stubGlobal('fetch', fetch);
    const response = await siteRequest().send('/api/contact/', { method: 'POST', body: { a: 1 } });
    expect(response.status).toBe(503);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refuses to send the site’s requests to another origin', async () => {
    await expect(siteRequest()('https://elsewhere.example/api/')).rejects.toThrow(/Refusing to send a request/);
  });
});
