import { signOutResponse } from '@/lib/accounts/routes';

/** lib/accounts/routes.ts */
export async function POST(request: Request) {
  return signOutResponse(request);
}
