/**
 * Deterministic randomness for the seed: prices, discounts and file sizes
 * look varied but are the same on every run. Each value draws from its own
 * generator seeded by a stable key (e.g. "package-rome-city-break:UK"), so
 * adding or reordering content never changes the numbers of the rest.
 */

/** FNV-1a: a 32-bit hash of a string, the seed of a key's generator. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast PRNG with a 32-bit state; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The generator of one key. */
export function randomFor(key: string): () => number {
  return mulberry32(fnv1a(key));
}
