import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_UNAVAILABLE_DIGEST } from '@/lib/content/errors';
import { findServerError, recordServerError } from './error-log';

vi.mock('server-only', () => ({}));

afterEach(() => vi.restoreAllMocks());

function logged(entry: Parameters<typeof recordServerError>[0]) {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  recordServerError(entry);
  return error.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
}

describe('recordServerError', () => {
  it('logs an unavailable content service once, with the failing path and the 503 the visitor got', () => {
    const lines = logged({
      digest: CONTENT_UNAVAILABLE_DIGEST,
      message: 'content service unavailable',
      path: '/it/destinazioni/europa/',
      at: '2026-12-03T10:00:00.000Z',
    });
    expect(lines).toEqual([
      {
        level: 'error',
        event: 'request_error',
        path: '/it/destinazioni/europa/',
        status: 503,
        digest: CONTENT_UNAVAILABLE_DIGEST,
        message: 'content service unavailable',
      },
    ]);
  });

  it('logs any other failure with its path and status 500, and keeps its stack for showErrors', () => {
    const lines = logged({ digest: '1234', message: 'boom', stack: 'Error: boom\n  at x', path: '/en/', at: 'now' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ event: 'request_error', path: '/en/', status: 500, digest: '1234' });
    expect(findServerError('1234')?.stack).toContain('at x');
  });
});
