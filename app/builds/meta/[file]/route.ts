import { connection } from 'next/server';
import { currentBuildId } from '@/lib/build-id';
import { buildMetaFile, type BuildMeta } from '@/lib/routes/served-redirects';
import { publishedRedirectTable, servedRedirectTable } from '@/lib/content/redirects';
import type { RedirectTable } from '@/lib/routes/redirects';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * SPEC section 7, `builds/meta/{buildId}.json`: the build's route rules and
 * redirects (editors' redirects, renamed addresses), i.e. the redirect table
 * (lib/routes/redirects.ts) the proxy
 * keeps in memory. The proxy fetches it from its own server once, and again
 * after each purge (lib/routes/served-redirects.ts). Answered from Next's
 * cache: the CMS is asked only after a publish of what the table shows.
 * Another build's id is a 404; nothing here is kept by a CDN (no-store: the
 * table changes with the content, not with the build). When the data store
 * cannot be read, the table is served without the renamed addresses.
 */
export async function GET(_request: Request, { params }: RouteContext<'/builds/meta/[file]'>) {
  await connection();
  const id = currentBuildId();
  if ((await params).file !== buildMetaFile(id))
    return Response.json({ error: 'Not found' }, { status: 404, headers: noStore });
  try {
    const { redirects } = await servedRedirectTable().catch((error: unknown): Promise<RedirectTable> => {
      console.error(
        JSON.stringify({
          level: 'error',
          event: 'renamed_addresses_unavailable',
          message: error instanceof Error ? error.message : String(error),
        }),
      );
      return publishedRedirectTable();
    });
    const meta: BuildMeta = { id, redirects };
    return Response.json(meta, { headers: noStore });
  } catch (error) {
    console.error(
      JSON.stringify({
        level: 'error',
        event: 'redirect_table_failed',
        message: error instanceof Error ? error.message : String(error),
      }),
    );
    return Response.json({ error: 'The redirect table could not be read' }, { status: 503, headers: noStore });
  }
}
