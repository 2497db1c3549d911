/**
 * A request's body as UTF-8 text, or null as soon as it grows past `limit`
 * bytes (the rest is never read; no Content-Length needed).
 */
export async function readBodyText(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

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
export async function readLimitedBody(request: Request, limit: number): Promise<{ ok: true; text: string } | { ok: false; reason: 'too_large' | 'unreadable' }> {
  if (Number(request.headers.get('content-length') ?? '0') > limit) return { ok: false, reason: 'too_large' };
  try {
    const text = await readBodyText(request, limit);
    return text === null ? { ok: false, reason: 'too_large' } : { ok: true, text };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
