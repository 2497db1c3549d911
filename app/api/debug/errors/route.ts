import { cookies, headers } from 'next/headers';
import type { NextRequest } from 'next/server';
import { debugErrorsAllowed, debugTokenOf } from '@/lib/debug';
import { findServerError } from '@/lib/error-log';

/**
 * For the client error page under `?showErrors`: whether this request may see
 * error details, and the server stack of a render error by its digest. A
 * request without the right to see them gets a plain 404, as if nothing were here.
 */
export async function GET(request: NextRequest) {
  const search = request.nextUrl.searchParams;
  const allowed = debugErrorsAllowed({
    showErrors: search.has('showErrors'),
    token: debugTokenOf(await headers(), await cookies()),
  });
  if (!allowed) return Response.json({ error: 'Not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const digest = search.get('digest');
  const error = digest ? (findServerError(digest) ?? null) : null;
  return Response.json({ allowed: true, error }, { headers: { 'Cache-Control': 'no-store' } });
}
