import { catalogueResponse } from '@/lib/submissions/routes';

/** The catalogue request form posts here (lib/submissions/routes.ts). */
export async function POST(request: Request) {
  return catalogueResponse(request);
}
