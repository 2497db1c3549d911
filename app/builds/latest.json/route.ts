import { connection } from 'next/server';
import { currentBuildId } from '@/lib/build-id';

/** Polled by the browser (BuildWatcher) to notice a new deployment: SPEC section 7, `builds/latest.json`. */
export async function GET() {
  // Answered per request with no-store: a CDN must never keep an old build id.
  await connection();
  return Response.json({ id: currentBuildId() }, { headers: { 'Cache-Control': 'no-store' } });
}
