import { describe, expect, it } from 'vitest';
import { isJsonRequest, privateJson, readLimitedBody } from './body';

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/x/', {
    method: 'POST',
    body,
    headers,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);

describe('API route bodies', () => {
  it('reads a body up to its limit; refuses a bigger one, by its Content-Length or as it arrives', async () => {
    expect(await readLimitedBody(post('{"a":1}'), 16)).toEqual({ ok: true, text: '{"a":1}' });
    expect(await readLimitedBody(post('x'.repeat(17)), 16)).toEqual({ ok: false, reason: 'too_large' });
    expect(await readLimitedBody(post('{}', { 'content-length': '1000000' }), 16)).toEqual({
      ok: false,
      reason: 'too_large',
    });
  });

  it('calls a stream that fails unreadable, never throws', async () => {
    const failing = new ReadableStream({ pull: (controller) => controller.error(new Error('connection reset')) });
    expect(await readLimitedBody(post(failing), 16)).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('takes JSON with parameters, nothing that only starts like it', () => {
    expect(
      ['application/json', 'application/json; charset=utf-8', 'Application/JSON'].map((type) =>
        isJsonRequest(post('{}', { 'content-type': type })),
      ),
    ).toEqual([true, true, true]);
    expect(
      ['application/jsonx', 'application/json-patch+json', 'text/plain', ''].map((type) =>
        isJsonRequest(post('{}', { 'content-type': type })),
      ),
    ).toEqual([false, false, false, false]);
  });

  it('answers JSON that no shared cache keeps, with the headers given', async () => {
    const response = privateJson({ ok: true }, 429, { 'Retry-After': '30' });
    expect([
      response.status,
      response.headers.get('cache-control'),
      response.headers.get('retry-after'),
      await response.json(),
    ]).toEqual([429, 'private, no-store', '30', { ok: true }]);
  });
});
