import { connection } from 'next/server';
import { readyResponse } from '@/lib/ops/routes';

/**
 * Whether this instance may take traffic (`{ status }`); part by part with the metrics token (lib/ops/readiness.ts,
 * lib/ops/routes.ts). Never prerendered, never stored.
 */
export async function GET(request: Request) {
  await connection();
  return readyResponse(request);
}
