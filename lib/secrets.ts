import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares a provided secret with the expected one in constant time, whatever their lengths. */
export function sameSecret(provided: string | null | undefined, expected: string | undefined): boolean {
  if (!provided || !expected) return false;
  // Hash both sides so the comparison takes the same time whatever the lengths.
  const a = createHash('sha256').update(provided).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
