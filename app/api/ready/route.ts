import { connection } from 'next/server';
import { readyResponse } from '@/lib/ops/routes';

/** Whether this instance may take traffic, part by part (lib/ops/readiness.ts). Never prerendered, never stored. */
export async function GET() {
  await connection();
  return readyResponse();
}
