import { meResponse } from '@/lib/accounts/routes';

/** Who is signed in (lib/accounts/routes.ts); private, never cached. */
export async function GET(request: Request) {
  return meResponse(request);
}
