/** How long a rendered page is served from memory; short, so other processes see a publish soon too. */
export const renderedPageTtlMs = 30_000;
/** Bounds the memory that many distinct URLs (query strings) could take. */
export const renderedPageCacheSize = 500;

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/**
 * Rendered pages by version and URL, for `renderedPageTtlMs`: within a minute the home hero picks again
 * and a publish done through another process shows. Entries never hold a nonce or anything personal
 * (pages render as an anonymous visitor with a placeholder nonce). The oldest entry goes when full.
 */
export class RenderedPageCache<T> {
  readonly #entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs = renderedPageTtlMs,
    private readonly maxEntries = renderedPageCacheSize,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  /** Drops the entries whose key `matches`: the pages a write changed. */
  deleteWhere(matches: (key: string) => boolean): void {
    for (const key of this.#entries.keys()) if (matches(key)) this.#entries.delete(key);
  }

  /** Drops every page, e.g. after content was published or withdrawn through this gateway. */
  clear(): void {
    this.#entries.clear();
  }
}
