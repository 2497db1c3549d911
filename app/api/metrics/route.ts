import { metricsResponse } from '@/lib/ops/routes';

/** Prometheus metrics for a request with `Authorization: Bearer <METRICS_TOKEN>` (lib/ops/routes.ts). */
export async function GET(request: Request) {
  return metricsResponse(request);
}
