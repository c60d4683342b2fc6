import {
  type RemoteName,
  type RemotesManifest,
  remoteEntryUrl,
  remotesManifestElementId,
} from '@gbc/site-map';

/** Served by the gateway from its configuration: which remotes exist and where their manifests are. */
export const remotesManifestUrl = '/remotes.json';

/**
 * The entries that are URLs. Names are kept as listed (the shell looks up only the remotes its route
 * table names), so a remote deployed after this shell was built is found too.
 */
function parseRemotesManifest(body: unknown): RemotesManifest {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(
    Object.entries(body).filter(([, entry]) => typeof entry === 'string' && entry.length > 0),
  ) as RemotesManifest;
}

let pending: Promise<RemotesManifest> | null = null;
/** The manifest the page arrived with (inlined by the gateway) or the one the server renderer uses. */
let provided: RemotesManifest | null = null;

/** Uses `manifest` instead of fetching `/remotes.json` until a retry asks for a fresh one. */
export function provideRemotesManifest(manifest: RemotesManifest): void {
  provided = manifest;
  pending = null;
}

/** The manifest inlined into the page by the gateway, if the page has one. */
export function readInlinedRemotesManifest(): RemotesManifest | null {
  const element = document.getElementById(remotesManifestElementId);
  if (!element?.textContent) return null;
  try {
    return parseRemotesManifest(JSON.parse(element.textContent));
  } catch {
    return null;
  }
}

/**
 * The remotes manifest: the provided one, else fetched once per page load; `refresh` fetches it again
 * (a retry after a remote was missing or down may find it redeployed elsewhere). A failed fetch is not
 * kept.
 */
export function fetchRemotesManifest(refresh = false): Promise<RemotesManifest> {
  if (provided && !refresh) return Promise.resolve(provided);
  if (!pending || refresh) {
    const request = fetch(remotesManifestUrl, { cache: 'no-cache', headers: { accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) throw new Error(`${remotesManifestUrl} answered ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then(parseRemotesManifest);
    request.catch(() => {
      if (pending === request) pending = null;
    });
    pending = request;
  }
  return pending;
}

/**
 * The entry to register a remote with, or undefined when the gateway does not list the remote. In the
 * browser, the `remoteEntry.js` beside its manifest; on the server the entries are absolute server
 * builds already (there is no page to resolve them against).
 */
export function remoteEntryFor(manifest: RemotesManifest, remote: RemoteName): string | undefined {
  const entry = manifest[remote];
  if (entry === undefined) return undefined;
  return typeof window === 'undefined' ? entry : remoteEntryUrl(new URL(entry, window.location.href).href);
}
