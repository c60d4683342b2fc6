import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/** Below this an answer fits one packet anyway; compressing it costs more CPU than it saves bytes. */
export const compressionThresholdBytes = 1024;
const compressibleType = /^\s*(application\/(json|problem\+json|xml|javascript)|text\/(?!event-stream))/i;

export type CompressedEncoding = 'br' | 'gzip';

/** Encodings the client accepts (`q=0` refuses one), brotli first as the gateway's static files do. */
function acceptedEncodings(acceptEncoding: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const entry of String(acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

/**
 * How to compress a proxied answer, or undefined to pass it as it is: only text the service did not
 * encode itself, never an event stream (zlib would hold each event back), and only when it is at least
 * `compressionThresholdBytes` long (or of unknown length).
 */
export function compressedEncodingFor(
  acceptEncoding: string | string[] | undefined,
  answerHeaders: Record<string, string | string[] | undefined>,
): CompressedEncoding | undefined {
  if (answerHeaders['content-encoding'] !== undefined) return undefined;
  if (!compressibleType.test(String(answerHeaders['content-type'] ?? ''))) return undefined;
  const length = answerHeaders['content-length'];
  if (length !== undefined && Number(length) < compressionThresholdBytes) return undefined;
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Brotli at quality 4: close to gzip's speed with smaller output, fit for answers made per request. */
export function createCompressor(encoding: CompressedEncoding) {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : createGzip();
}
