import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const enable = vi.fn();
vi.mock('next/headers', () => ({ draftMode: async () => ({ enable, isEnabled: false }) }));
vi.mock('next/server', () => ({ connection: async () => undefined }));
class Redirect extends Error {
  constructor(readonly path: string) {
    super(`redirect ${path}`);
  }
}
vi.mock('next/navigation', () => ({
  redirect: (path: string) => {
    throw new Redirect(path);
  },
}));
const SECRET = 's'.repeat(40);
const settings: Record<string, string | undefined> = {};
vi.mock('@/lib/env', () => ({ env: () => settings }));

const { GET } = await import('./route');

const open = (secret = SECRET, path = '/en/preview-diagnostics/') =>
  GET(new Request(`http://localhost/api/draft/?secret=${encodeURIComponent(secret)}&path=${encodeURIComponent(path)}`));

describe('the preview link', () => {
  beforeEach(() => {
    enable.mockClear();
    for (const key of Object.keys(settings)) delete settings[key];
    Object.assign(settings, {
      CONTENT_SOURCE: 'embedded',
      PREVIEW_SECRET: SECRET,
      EMBEDDED_PREVIEW_TOKEN: 't'.repeat(32),
    });
  });

  it('turns draft mode on and opens the page with the configured secret and preview token', async () => {
    await expect(open()).rejects.toEqual(new Redirect('/en/preview-diagnostics/'));
    expect(enable).toHaveBeenCalledTimes(1);
  });

  it('is 401 for a wrong secret', async () => {
    const response = await open('wrong');
    expect(response.status).toBe(401);
    expect(enable).not.toHaveBeenCalled();
  });

  it('does not exist (404) on the embedded service without EMBEDDED_PREVIEW_TOKEN, even with the right secret', async () => {
    delete settings.EMBEDDED_PREVIEW_TOKEN;
    const response = await open();
    expect(response.status).toBe(404);
    expect(enable).not.toHaveBeenCalled();
  });

  it('on Contentful needs only the secret (CONTENTFUL_PREVIEW_TOKEN is required there at start-up)', async () => {
    Object.assign(settings, {
      CONTENT_SOURCE: 'contentful',
      EMBEDDED_PREVIEW_TOKEN: undefined,
      CONTENTFUL_PREVIEW_TOKEN: 'x',
    });
    await expect(open()).rejects.toBeInstanceOf(Redirect);
  });
});
