import { connection } from 'next/server';
import { healthResponse } from '@/lib/ops/routes';

/** The process answers (lib/ops/routes.ts). Never prerendered, never stored. */
export async function GET() {
  await connection();
  return healthResponse();
}
