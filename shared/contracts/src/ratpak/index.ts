/** The ratpak domain's contracts: `@gbc/contracts/ratpak`. */
import { z } from 'zod';

export * from './api-paths.js';
export * from './trials.js';

export const entrySchema = z.object({ id: z.string(), title: z.string() });
export const entryListResponseSchema = z.object({ entries: z.array(entrySchema) });
export type EntryListResponse = z.infer<typeof entryListResponseSchema>;
