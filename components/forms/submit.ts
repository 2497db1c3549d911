import { siteRequest } from '@/lib/http/site-request';

/**
 * Sending a form of the kit to its API route (lib/http/form-post.ts) and
 * reading the answer as what the form shows next. Whatever happens, the form
 * keeps what the visitor typed: only `sent` replaces it.
 */
export type SubmitOutcome =
  /** Stored; `reference` when the route names what was stored (the package enquiry's `ENQ-…`). */
  | { kind: 'sent'; reference?: string }
  | { kind: 'invalid'; issues: { path: string; message: string }[] }
  | { kind: 'rateLimited'; retryAfterSeconds: number }
  | { kind: 'signInRequired' }
  /** The store or the network failed: nothing was kept; try again. */
  | { kind: 'unavailable' };

export async function postForm(endpoint: string, body: Record<string, unknown>): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await siteRequest().send(endpoint, { method: 'POST', body, cache: 'no-store' });
  } catch {
    return { kind: 'unavailable' };
  }
  if (response.status === 200 || response.status === 201) {
    const answer = (await response.json().catch(() => ({}))) as { reference?: unknown };
    return typeof answer.reference === 'string' ? { kind: 'sent', reference: answer.reference } : { kind: 'sent' };
  }
  if (response.status === 401) return { kind: 'signInRequired' };
  if (response.status === 429)
    return { kind: 'rateLimited', retryAfterSeconds: Math.max(1, Number(response.headers.get('retry-after')) || 60) };
  if (response.status === 400) {
    const answer = (await response.json().catch(() => ({}))) as { issues?: { path: string; message: string }[] };
    return { kind: 'invalid', issues: answer.issues ?? [] };
  }
  return { kind: 'unavailable' };
}

/** A key for one render of a form: sending it twice stores one record. */
export const newIdempotencyKey = () => crypto.randomUUID();

/** What a form remembers of its last send: the key and the values it went with. */
export type LastSend = { current: { key: string; values: string } | null };

/**
 * The idempotency key for a send of `values`: the last send's while the
 * values are the same (a retry stores one record, however many answers were
 * lost), a new one once they changed (a message corrected after a failure is
 * stored, not taken for the first one). Made at the send, never while
 * prerendering; `last.current = null` starts a new message.
 */
export function keyForSend(last: LastSend, values: unknown): string {
  const sent = JSON.stringify(values);
  if (last.current?.values !== sent) last.current = { key: newIdempotencyKey(), values: sent };
  return last.current.key;
}
