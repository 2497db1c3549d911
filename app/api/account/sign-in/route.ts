import { signInResponse } from '@/lib/accounts/routes';

/** lib/accounts/routes.ts */
export async function POST(request: Request) {
  return signInResponse(request);
}
