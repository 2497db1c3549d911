import { readBodyText } from '@travel/http/body';

/** What no shared cache may keep: every API answer and anything personal. */
export const PRIVATE_NO_STORE = { 'Cache-Control': 'private, no-store' } as const;

/** A JSON answer of an API route, private and never stored. */
export function privateJson(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...PRIVATE_NO_STORE, ...headers } });
}

/** Whether a request says its body is JSON (`application/json`, parameters allowed; `application/jsonx` is not). */
export function isJsonRequest(request: Request): boolean {
  return /^application\/json\s*(?:;|$)/i.test(request.headers.get('content-type') ?? '');
}

/**
 * A POST body of at most `limit` bytes: refused as too large from its
 * Content-Length without reading it, or as soon as it grows past the limit;
 * a stream that fails is `unreadable`, never an exception.
 */
export async function readLimitedBody(
  request: Request,
  limit: number,
): Promise<{ ok: true; text: string } | { ok: false; reason: 'too_large' | 'unreadable' }> {
  if (Number(request.headers.get('content-length') ?? '0') > limit) return { ok: false, reason: 'too_large' };
  try {
    const text = await readBodyText(request, limit);
    return text === null ? { ok: false, reason: 'too_large' } : { ok: true, text };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
