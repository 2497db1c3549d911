import { connection } from 'next/server';
import { env } from '@/lib/env';
import { tagManagerSrc, type TagManagerAnswer } from '@/lib/consent/tag-manager';

/**
 * The tag manager container's address (`GTM_ID`, `GTM_ORIGIN`, read at start-up), for the browser after a
 * choice that grants analytics or marketing: prerendered pages cannot carry it. Never cached by shared caches.
 */
export async function GET() {
  // The running server's environment, not the build's: never prerendered.
  await connection();
  const answer: TagManagerAnswer = { src: tagManagerSrc(env()) };
  return Response.json(answer, { headers: { 'Cache-Control': 'private, no-store' } });
}
