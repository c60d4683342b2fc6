/** How long a rendered page is served from memory; short, so other processes see a publish soon too. */
export const renderedPageTtlMs = 30_000;
/**
 * How long past its TTL a page is still served while one render in the background replaces it: under
 * load a fresh render can outlast the visitor's budget, and the page would otherwise go uncached.
 * With the TTL, a page is at most a minute old.
 */
export const renderedPageStaleMs = 30_000;
/** Bounds the memory that many distinct URLs (query strings) could take. */
export const renderedPageCacheSize = 500;

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/**
 * Rendered pages by version and URL, fresh for `renderedPageTtlMs` and stale for `renderedPageStaleMs`
 * more: within a minute the home hero picks again and a publish done through another process shows.
 * Entries never hold a nonce or anything personal (pages render as an anonymous visitor with a
 * placeholder nonce). The oldest entry goes when full; a deleted one is never served stale.
 */
export class RenderedPageCache<T> {
  readonly #entries = new Map<string, Entry<T>>();

  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor({
    ttlMs = renderedPageTtlMs,
    staleMs = renderedPageStaleMs,
    maxEntries = renderedPageCacheSize,
    now = Date.now,
  }: { ttlMs?: number; staleMs?: number; maxEntries?: number; now?: () => number } = {}) {
    this.ttlMs = ttlMs;
    this.staleMs = staleMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  /** The page at `key`, `stale` once its TTL has passed; nothing once the stale time has too. */
  get(key: string): { value: T; stale: boolean } | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.expiresAt + this.staleMs <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return { value: entry.value, stale: entry.expiresAt <= now };
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
