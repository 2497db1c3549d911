import { connection } from 'next/server';
import { meResponse } from '@/lib/accounts/routes';

/** Who is signed in (lib/accounts/routes.ts); private, never cached. */
export async function GET(request: Request) {
  // Depends on the request's cookie: never prerendered by `next build` (whose attempt the handler would log as a store failure).
  await connection();
  return meResponse(request);
}
