import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

let cached: string | undefined;

/** The id of the build this server runs (`.next/BUILD_ID`), or `development` under `next dev`. */
export function currentBuildId(): string {
  if (cached) return cached;
  try {
    cached = readFileSync(join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    cached = 'development';
  }
  return cached;
}
