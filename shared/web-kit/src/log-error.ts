/** The one place client-side errors are logged, so a reporting service can later be attached here alone. */
export function logError(context: string, error: unknown): void {
  console.error(`[gbc] ${context}`, error);
}
