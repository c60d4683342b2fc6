// Not a shared singleton: each app bundles these few lines, so a remote that downloads needs no new shell.

/** Hands `data` to the browser as a download named `fileName`. */
export function saveFile(fileName: string, data: Blob): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Fetches the file at `href` and saves it as `fileName`: resolves once the browser has it, rejects when
 * the server does not answer 2xx or cannot be reached, so the page can say which happened.
 */
export async function downloadFile(href: string, fileName: string): Promise<void> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`GET ${href} answered ${response.status}`);
  saveFile(fileName, await response.blob());
}
