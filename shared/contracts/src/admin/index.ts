/** The admin domain's contracts: `@gbc/contracts/admin`. */
import { z } from 'zod';

export * from './api-paths.js';

export const entrySchema = z.object({ id: z.string(), title: z.string() });
export const entryListResponseSchema = z.object({ entries: z.array(entrySchema) });
export type EntryListResponse = z.infer<typeof entryListResponseSchema>;
export * from './privacy.js';
export * from './privacy-copy.js';
