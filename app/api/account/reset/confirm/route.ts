import { resetPasswordResponse } from '@/lib/accounts/routes';

/** lib/accounts/routes.ts */
export async function POST(request: Request) {
  return resetPasswordResponse(request);
}
