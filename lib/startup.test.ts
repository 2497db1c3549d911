import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from './env';

vi.mock('server-only', () => ({}));
const { announceDrafts } = await import('./startup');

const lines = () => vi.mocked(console.info).mock.calls.map(([line]) => JSON.parse(String(line)) as { event: string; missing: string[]; message: string });

describe('announceDrafts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says at start-up that drafts are off and which variables turn them on', () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    announceDrafts(parseEnv({}));
    expect(lines()).toEqual([
      expect.objectContaining({ event: 'drafts_off', missing: ['PREVIEW_SECRET', 'EMBEDDED_PREVIEW_TOKEN'], message: expect.stringContaining('set PREVIEW_SECRET and EMBEDDED_PREVIEW_TOKEN') }),
    ]);
    vi.mocked(console.info).mockClear();
    announceDrafts(parseEnv({ PREVIEW_SECRET: 'a'.repeat(32) }));
    expect(lines()).toEqual([expect.objectContaining({ missing: ['EMBEDDED_PREVIEW_TOKEN'] })]);
  });

  it('says nothing when drafts are on', () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    announceDrafts(parseEnv({ PREVIEW_SECRET: 'a'.repeat(32), EMBEDDED_PREVIEW_TOKEN: 'b'.repeat(32) }));
    expect(console.info).not.toHaveBeenCalled();
  });
});
