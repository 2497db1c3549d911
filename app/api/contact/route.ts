import { contactResponse } from '@/lib/submissions/routes';

/** The contact form posts here (lib/submissions/routes.ts). */
export async function POST(request: Request) {
  return contactResponse(request);
}
