import { z } from 'zod';

/** Longest opaque cursor a list API accepts; services issue far shorter ones. */
export const maxCursorLength = 200;

export const pagingMessages = {
  cursor: 'cursor is not valid for this list; start again without it',
} as const;

/** The `cursor` query parameter of a paged list: opaque to clients, decoded only by the service. */
export const cursorQuerySchema = z
  .string()
  .min(1, pagingMessages.cursor)
  .max(maxCursorLength, pagingMessages.cursor);

/** One page of a cursor-paged list: pass `nextCursor` back as `cursor` for the next page; null at the end. */
export function cursorPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
export interface CursorPage<Item> {
  items: Item[];
  nextCursor: string | null;
}
