import { connection } from 'next/server';
import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { previewAvailable } from '@/lib/content/endpoint';
import { env } from '@/lib/env';
import { safeRedirectPath } from '@/lib/routes/safe-path';
import { sameSecret } from '@/lib/secrets';

const json = (body: unknown, status: number) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * The CMS's preview link: `/api/draft/?secret=PREVIEW_SECRET&path=/en/about-us/`
 * turns Next's draft mode on for this browser and opens the page, which then
 * reads draft content with the preview token and shows module diagnostics.
 * Without a configured secret, or without a preview token for the content
 * source (EMBEDDED_PREVIEW_TOKEN on the embedded service), the route does not
 * exist: there would be no drafts to show.
 */
export async function GET(request: Request) {
  // Per request, never prerendered: the secret is read at run time.
  await connection();
  const config = env();
  const secret = config.PREVIEW_SECRET;
  if (!secret || !previewAvailable(config)) return json({ error: 'Not found' }, 404);
  const query = new URL(request.url).searchParams;
  if (!sameSecret(query.get('secret'), secret)) return json({ error: 'Unauthorized' }, 401);
  const path = safeRedirectPath(query.get('path') ?? '/');
  if (!path) return json({ error: 'path must be a path of this site, e.g. /en/about-us/' }, 400);
  (await draftMode()).enable();
  redirect(path);
}
