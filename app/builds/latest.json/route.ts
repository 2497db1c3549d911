import { currentBuildId } from '@/lib/build-id';

export const dynamic = 'force-dynamic';

/** Polled by the browser (BuildWatcher) to notice a new deployment: SPEC section 7, `builds/latest.json`. */
export function GET() {
  return Response.json({ id: currentBuildId() }, { headers: { 'Cache-Control': 'no-store' } });
}
