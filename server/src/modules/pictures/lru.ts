/**
 * A least-recently-used cache of byte buffers, bounded by their total size: a Map keeps insertion order, so a hit
 * is moved to the end and the oldest entries are dropped from the front once the total passes the bound.
 */
export class ByteLru<V extends { byteLength: number }> {
  private readonly entries = new Map<string, V>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  /** The value under `key`, now the most recently used, or undefined. */
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Keeps `value` under `key` and drops the least recently used entries beyond the bound. */
  set(key: string, value: V): void {
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.entries.delete(key);
      this.total -= old.byteLength;
    }
    if (value.byteLength > this.maxBytes) return;
    this.entries.set(key, value);
    this.total += value.byteLength;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= entry.byteLength;
    }
  }

  /** How many entries and bytes it holds. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.total };
  }
}
