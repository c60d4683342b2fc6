let configuredOrigin: string | null = null;

/** Set by the server renderer from the gateway's configured public origin. */
export function setPublicOrigin(origin: string): void {
  configuredOrigin = origin;
}

/**
 * The site's public origin, for absolute links such as share URLs. The server renders with the
 * configured origin and writes it into the canonical link; the browser reads it back from there, so
 * hydration renders the same URLs (the address bar may say `127.0.0.1` where the site is `localhost`).
 */
export function publicOrigin(): string {
  if (typeof document === 'undefined') return configuredOrigin ?? '';
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  if (canonical) {
    try {
      return new URL(canonical).origin;
    } catch {
      // A malformed canonical link: the page's own origin is the next best answer.
    }
  }
  return window.location.origin;
}
