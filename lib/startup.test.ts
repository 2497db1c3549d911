import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from './env';

vi.mock('server-only', () => ({}));
const { announceDrafts, machineLimitProblems } = await import('./startup');

const lines = () =>
  vi
    .mocked(console.info)
    .mock.calls.map(([line]) => JSON.parse(String(line)) as { event: string; missing: string[]; message: string });

describe('machineLimitProblems', () => {
  it('refuses more image transforms at once than the machine has cores', () => {
    expect(machineLimitProblems(parseEnv({}), 2)).toEqual([]);
    expect(machineLimitProblems(parseEnv({ IMAGE_TRANSFORM_CONCURRENCY: '2' }), 2)).toEqual([]);
    expect(machineLimitProblems(parseEnv({ IMAGE_TRANSFORM_CONCURRENCY: '3' }), 2)).toEqual([
      'IMAGE_TRANSFORM_CONCURRENCY: must be at most one per core (2 here)',
    ]);
  });
});

describe('announceDrafts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says at start-up that drafts are off and which variables turn them on', () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    announceDrafts(parseEnv({}));
    expect(lines()).toEqual([
      expect.objectContaining({
        event: 'drafts_off',
        missing: ['PREVIEW_SECRET', 'EMBEDDED_PREVIEW_TOKEN'],
        message: expect.stringContaining('set PREVIEW_SECRET and EMBEDDED_PREVIEW_TOKEN'),
      }),
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
