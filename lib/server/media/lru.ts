/**
 * A small least-recently-used cache bounded by entry count and total size (bytes, or any unit
 * `sizeOf` returns). A Map keeps insertion order, so the first key is the least recently used.
 */
export class LruCache<K, V> {
  private readonly map = new Map<K, V>();
  private total = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxSize: number = Number.POSITIVE_INFINITY,
    private readonly sizeOf: (value: V) => number = () => 0,
  ) {}

  get size(): number {
    return this.map.size;
  }

  get totalSize(): number {
    return this.total;
  }

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  set(key: K, value: V): void {
    const size = this.sizeOf(value);
    // Something larger than the whole budget is never kept (it would evict everything).
    if (size > this.maxSize) return;
    this.delete(key);
    this.map.set(key, value);
    this.total += size;
    while (this.map.size > this.maxEntries || this.total > this.maxSize) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: K): boolean {
    const value = this.map.get(key);
    if (value === undefined) return false;
    this.total -= this.sizeOf(value);
    return this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
    this.total = 0;
  }
}
