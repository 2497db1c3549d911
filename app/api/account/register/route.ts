import { registerResponse } from '@/lib/accounts/routes';

/** lib/accounts/routes.ts */
export async function POST(request: Request) {
  return registerResponse(request);
}
