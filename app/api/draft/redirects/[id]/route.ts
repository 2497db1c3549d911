import { connection } from 'next/server';
import { currentRedirectTable } from '@/lib/content/redirects';
import { showsDrafts } from '@/lib/content/draft';
import { redirectPreviewHtml } from '@/lib/routes/redirect-preview';

const headers = { 'Cache-Control': 'private, no-store' };

/**
 * The editors' preview of a redirect: `/api/draft/redirects/{entry id}/`,
 * opened through the preview link (`/api/draft/?secret=…&path=…`), which
 * turns draft mode on. Builds the redirect table from the drafts and says
 * whether this redirect is served, or refused and why (README, "Redirects,
 * route rules and renamed pages"). Without draft mode it does not exist.
 */
export async function GET(_request: Request, { params }: RouteContext<'/api/draft/redirects/[id]'>) {
  await connection();
  if (!(await showsDrafts()))
    return Response.json({ error: 'Not found: open it through the CMS preview link' }, { status: 404, headers });
  const { id } = await params;
  try {
    const table = await currentRedirectTable({ preview: true });
    return new Response(redirectPreviewHtml(id, table), {
      headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
    });
  } catch (error) {
    console.error(
      JSON.stringify({
        level: 'error',
        event: 'redirect_preview_failed',
        message: error instanceof Error ? error.message : String(error),
      }),
    );
    return Response.json({ error: 'The drafts could not be read; try again in a moment' }, { status: 503, headers });
  }
}
