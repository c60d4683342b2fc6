import { z } from 'zod';

/** Control characters, including CR/LF and the Unicode line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const lineBreakOrControl = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** A scheme, a `www.` host or a bare domain with a path: enough to refuse links in a name. */
const linkLike = /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|[a-z0-9-]+\.[a-z]{2,}\//i;

/**
 * A short single-line plain-text field (a name, an organisation): trimmed, at most `max` characters,
 * with no line breaks, control characters or links, so it can never reshape a mail or carry spam.
 */
export function plainTextLineSchema(max: number, messages: { tooLong: string; invalid: string }) {
  return z
    .string()
    .trim()
    .max(max, messages.tooLong)
    .refine((value) => !lineBreakOrControl.test(value) && !linkLike.test(value), messages.invalid);
}
