/** Copies text to the clipboard; rejects where the Clipboard API is missing (insecure origin, old browser). */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
    throw new Error('Clipboard is not available');
  }
  await navigator.clipboard.writeText(text);
}
