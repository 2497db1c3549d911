/**
 * A small least-recently-used cache bounded by entry count and, optionally,
 * by total size. It is a cache, not a store: anything evicted can be rebuilt.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; size: number }>();
  private totalSize = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxSize: number = Number.POSITIVE_INFINITY,
    private readonly sizeOf: (value: V) => number = () => 0,
  ) {
    if (!Number.isInteger(maxEntries) || maxEntries < 0)
      throw new RangeError(`maxEntries must be a whole number >= 0, got ${maxEntries}`);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Total of `sizeOf` over the cached values. */
  get bytes(): number {
    return this.totalSize;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    // Re-insert to mark as most recently used (a Map iterates in insertion order).
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const size = this.sizeOf(value);
    if (this.maxEntries === 0 || size > this.maxSize) return;
    this.entries.set(key, { value, size });
    this.totalSize += size;
    while (this.entries.size > this.maxEntries || this.totalSize > this.maxSize) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: K): boolean {
    const entry = this.entries.get(key);
    if (entry === undefined) return false;
    this.entries.delete(key);
    this.totalSize -= entry.size;
    return true;
  }

  clear(): void {
    this.entries.clear();
    this.totalSize = 0;
  }

  keys(): K[] {
    return [...this.entries.keys()];
  }
}
