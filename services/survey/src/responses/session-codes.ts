import { createHash, randomBytes } from 'node:crypto';

// Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper is not misread.
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new session id, which is also the participant's resume code: 80 random bits as 16 characters in
 * groups of four (ABCD-EFGH-JKMN-PQRS), too many to guess even at the saves' rate limit.
 */
export function newSessionId(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let index = 15; index >= 0; index -= 1) code += alphabet[Number((bits >> BigInt(index * 5)) & 31n)];
  return code.match(/.{4}/g)?.join('-') ?? code;
}

/** What the table keeps of a session id: its SHA-256 (the id is random, so no salt is needed). */
export const sessionHash = (sessionId: string): Buffer => createHash('sha256').update(sessionId).digest();
