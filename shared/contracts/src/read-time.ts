/** Adult silent reading speed behind every "N min read" label on the site. */
const wordsPerMinute = 200;
export const maxReadTimeMinutes = 120;

/** Minutes to read some text or HTML (markup ignored), rounded up, from 1 to the 120 a vignette may state. */
export function estimateReadTime(textOrHtml: string): number {
  const words = textOrHtml
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.min(maxReadTimeMinutes, Math.max(1, Math.ceil(words / wordsPerMinute)));
}
