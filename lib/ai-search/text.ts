/**
 * Text helpers of the embedded AI search: every comparison works on the
 * same normal form (lower case, accents and punctuation gone), and typos are
 * forgiven by an edit distance that grows with the word's length.
 */

/** Lower case without accents ("Perù" and "peru" are one word for a visitor). */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** A text as a list of words: folded, everything but letters and digits is a separator. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Damerau-Levenshtein distance (a swap of two neighbours, "Itlay", is one edit), stopping early above `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

/**
 * Whether a visitor's word is a known word, typos allowed: none under five
 * letters ("rome" is not "home"), one from five, two from nine; the first
 * letter must agree. A plural "s"/"es" is also accepted.
 */
export function sameWord(typed: string, known: string): boolean {
  if (typed === known) return true;
  if (typed === `${known}s` || typed === `${known}es` || known === `${typed}s`) return true;
  if (known.length < 5 || typed[0] !== known[0]) return false;
  const allowed = known.length >= 9 ? 2 : 1;
  return editDistance(typed, known, allowed) <= allowed;
}
