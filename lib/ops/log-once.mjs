// @ts-check
/**
 * Log lines that a client can cause, bounded: one line per kind of event per interval, however many requests cause
 * it, each text in it cut to a bounded length. A bad address sent a thousand times (a results state too long to be
 * a file name) was a thousand multi-KB lines with the machine's absolute paths; it is now one short line
 * every ten minutes, saying how many more there were (`repeats`, counted since the line before).
 *
 * Plain JavaScript: the page cache (lib/cache/page-handler.mjs) is loaded by Next without the project's TypeScript.
 */

/** Longest text a field of such a line keeps (an address is cut there, with `…`). */
export const MAX_FIELD_LENGTH = 200;
/** Kinds remembered at once: kinds are few (error codes, events); past this, the oldest is forgotten. */
const MAX_KINDS = 100;

/** @param {unknown} value */
const bounded = (value) =>
  typeof value === 'string' && value.length > MAX_FIELD_LENGTH ? `${value.slice(0, MAX_FIELD_LENGTH)}…` : value;

/**
 * @param {{ intervalMs?: number, now?: () => number, write?: (line: string) => void }} [options]
 * @returns {(kind: string, fields: Record<string, unknown>) => boolean} logs `fields` as one JSON line (level `warn`
 *   unless given) when `kind` was not logged within `intervalMs`; whether it did
 */
export function createLogOnce({
  intervalMs = 10 * 60_000,
  now = Date.now,
  write = (line) => console.error(line),
} = {}) {
  /** @type {Map<string, { at: number, repeats: number }>} */
  const kinds = new Map();
  return (kind, fields) => {
    const at = now();
    const seen = kinds.get(kind);
    if (seen && at - seen.at < intervalMs) {
      seen.repeats += 1;
      return false;
    }
    if (!seen && kinds.size >= MAX_KINDS) kinds.delete(/** @type {string} */ (kinds.keys().next().value));
    kinds.set(kind, { at, repeats: 0 });
    const line = Object.fromEntries(
      Object.entries({ level: 'warn', ...fields }).map(([name, value]) => [name, bounded(value)]),
    );
    if (seen?.repeats) line.repeats = seen.repeats;
    write(JSON.stringify(line));
    return true;
  };
}
