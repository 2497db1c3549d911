import { lookupResponse } from '@/lib/booking/lookup-route';

/** The booking lookup's form posts here (lib/booking/lookup-route.ts). */
export async function POST(request: Request) {
  return lookupResponse(request);
}
