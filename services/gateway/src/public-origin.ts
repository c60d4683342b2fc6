/** `https://example.org/` and `https://example.org` both become `https://example.org`. */
export function normalizeOrigin(origin: string): string {
  return new URL(origin).origin;
}

/** An absolute URL on the site for a site path; an absolute URL stays as it is. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}
