import { connection } from 'next/server';
import { metricsResponse } from '@/lib/ops/routes';

/** Prometheus metrics for a request with `Authorization: Bearer <METRICS_TOKEN>` (lib/ops/routes.ts). */
export async function GET(request: Request) {
  // The running server's token and figures: never prerendered (reading the request alone does not stop it).
  await connection();
  return metricsResponse(request);
}
