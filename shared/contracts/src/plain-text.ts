import { z } from 'zod';

/**
 * Control characters, including CR/LF, the Unicode line and paragraph separators, and the bidi
 * embedding, override and isolate controls (U+202A-202E, U+2066-2069), which reorder the text that
 * follows them in a mail or a list (`Bob\u202Egnp.exe` shows as `Bobexe.png`).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const lineBreakOrControl = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** A scheme, a `www.` host or a bare domain with a path: enough to refuse links in a name. */
const linkLike = /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|[a-z0-9-]+\.[a-z]{2,}\//i;

/**
 * A short single-line plain-text field (a name, an organisation): trimmed, at most `max` characters,
 * with no line breaks, control characters or links, so it can never reshape a mail or carry spam.
 */
export function plainTextLineSchema(max: number, messages: { tooLong: string; invalid: string }) {
  return (
    z
      .string()
      .trim()
      // Aborts past the limit: `linkLike` backtracks quadratically, and a 1 MB line would hold the
      // process for minutes (found by the reliability suite's fuzzing).
      .max(max, { error: messages.tooLong, abort: true })
      .refine((value) => !lineBreakOrControl.test(value) && !linkLike.test(value), messages.invalid)
  );
}
