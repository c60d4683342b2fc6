import type { RemoteName } from '@gbc/site-map';

/** A remote's code could not be loaded: not configured, unreachable, too slow, or missing the page. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';

  constructor(
    readonly remote: RemoteName,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`Remote "${remote}": ${message}`, options);
  }
}

/**
 * Whether an error means code failed to arrive rather than a page failing to render. Chunk errors
 * count too: a remote's page chunk can fail to download after its entry loaded.
 */
export function isRemoteLoadFailure(error: unknown): boolean {
  return error instanceof RemoteLoadError || (error instanceof Error && error.name === 'ChunkLoadError');
}
