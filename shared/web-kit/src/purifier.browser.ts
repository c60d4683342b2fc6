import type { Purifier } from '@gbc/contracts';

let loading: Promise<Purifier | null> | undefined;

/**
 * The browser's DOMPurify, fetched (its own chunk) by the first rich text the browser renders itself, so
 * it stays out of a server-rendered page's first load; null without a DOM (failing closed beats
 * rendering unsanitised HTML). One promise for the page, so React reads it synchronously once settled.
 */
export function currentPurifier(): Promise<Purifier | null> {
  loading ??= import('dompurify').then(({ default: DOMPurify }) =>
    DOMPurify.isSupported ? DOMPurify : null,
  );
  return loading;
}
