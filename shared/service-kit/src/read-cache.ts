import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeListener } from './change-notifications.js';

/**
 * Cache-Control of public, published content: browsers and shared caches reuse an answer for 30 s
 * and may serve it stale for 30 s more while revalidating (an ETag makes that a cheap 304), so an
 * edit reaches every visitor within a minute. Never for drafts, admin reads or anything personal.
 */
export const publicReadCacheControl = 'public, max-age=30, stale-while-revalidate=30';

export interface ReadCacheOptions {
  /** Invalidates the whole cache on every notification on `channel`; without a live listener nothing is cached. */
  listener: ChangeListener;
  channel: string;
  /** Longest life of an entry even when no notification comes (a safety net, not the invalidation). */
  ttlMs?: number;
  /** Entries kept at most; keys come from client queries, so they must not grow without bound. */
  maxEntries?: number;
}

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

/**
 * A short in-process cache of published content, emptied in every process when any of them commits a
 * change (LISTEN/NOTIFY). While the listener is down it is bypassed: a miss costs a query, a stale
 * answer could show a draft or an unpublished page.
 */
export class ReadCache {
  readonly #listener: ChangeListener;
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #entries = new Map<string, Entry>();
  /** Bumped on every invalidation: a load that began before one must not be stored after it. */
  #generation = 0;

  constructor(options: ReadCacheOptions) {
    this.#listener = options.listener;
    this.#ttlMs = options.ttlMs ?? 10_000;
    this.#maxEntries = options.maxEntries ?? 1000;
    options.listener.subscribe(options.channel, {
      onNotify: () => this.invalidate(),
      onListeningChange: () => this.invalidate(),
    });
  }

  /** Drops every entry; the writing process calls it after its commit, the others hear the notification. */
  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value under `key`, loading it once for concurrent callers; failed loads are not kept. */
  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.#listener.listening) return load();
    const now = Date.now();
    const cached = this.#entries.get(key);
    if (cached && cached.expiresAt > now) return cached.value as Promise<T>;
    const generation = this.#generation;
    const value = load();
    if (cached) this.#entries.delete(key);
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    const entry = { value, expiresAt: now + this.#ttlMs };
    this.#entries.set(key, entry);
    const forget = () => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    };
    value.then(() => {
      // Invalidated while loading: the value may predate the change, so it serves this caller only.
      if (generation !== this.#generation) forget();
    }, forget);
    return value;
  }
}

/** A JSON body serialised once by the route's response serializer, with its validator. */
export interface SerializedBody {
  body: string;
  etag: string;
}

/** Weak ETag from the body itself: the same in every process, with no version to keep in step. */
export function weakEtag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match against an ETag with the weak comparison RFC 9110 prescribes for GET. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const target = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === target);
}

/** Serialises `payload` with the route's compiled response serializer (status 200) and tags it. */
export function serializeForCache(reply: FastifyReply, payload: unknown): SerializedBody {
  const serialized = reply.serialize(payload);
  const body =
    typeof serialized === 'string' ? serialized : Buffer.from(serialized as ArrayBuffer).toString('utf8');
  return { body, etag: weakEtag(body) };
}

/**
 * Answers a public read: 304 when the client holds the same ETag, else the serialised body, both
 * with the ETag and `publicReadCacheControl`.
 */
export function sendPublicJson(request: FastifyRequest, reply: FastifyReply, { body, etag }: SerializedBody) {
  reply.header('etag', etag).header('cache-control', publicReadCacheControl);
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
