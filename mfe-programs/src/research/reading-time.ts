/** A common adult reading speed for considered, non-fiction prose. */
const wordsPerMinute = 200;

/** Whole minutes needed to read the given texts, never less than one. */
export function readingTimeMinutes(texts: readonly string[]): number {
  const words = texts.reduce((count, text) => count + text.split(/\s+/).filter(Boolean).length, 0);
  return Math.max(1, Math.round(words / wordsPerMinute));
}
