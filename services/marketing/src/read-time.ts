/** Adult silent reading speed used for the "N min read" label. */
const wordsPerMinute = 200;

/** Minutes to read an HTML body, rounded up, within the 1 to 120 the schema allows. */
export function estimateReadTime(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.min(120, Math.max(1, Math.ceil(words / wordsPerMinute)));
}
