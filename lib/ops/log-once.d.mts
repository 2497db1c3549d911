/** Longest text a field of a bounded log line keeps. */
export const MAX_FIELD_LENGTH: number;
/**
 * One JSON log line per kind per `intervalMs` (ten minutes), its texts cut to MAX_FIELD_LENGTH, with `repeats`: how
 * many were left out since the line before. Returns whether it logged.
 */
export function createLogOnce(options?: {
  intervalMs?: number;
  now?: () => number;
  write?: (line: string) => void;
}): (kind: string, fields: Record<string, unknown>) => boolean;
