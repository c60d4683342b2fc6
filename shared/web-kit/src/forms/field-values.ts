/** Optional fields: an empty box is "not given", as the contracts' optional fields expect. */
export const emptyAsUndefined = { setValueAs: (value: string) => value || undefined };
/** Codes typed or pasted with spaces around them. */
export const trimmed = { setValueAs: (value: string) => value.trim() };
/** Optional codes: trimmed, and an empty box is "not given". */
export const trimmedOrUndefined = { setValueAs: (value: string) => value.trim() || undefined };
