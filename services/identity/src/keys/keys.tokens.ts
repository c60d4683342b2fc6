import {
  type AccessTokenClaims,
  accessTokenAudience,
  accessTokenIssuer,
  accessTokenType,
} from '@gbc/contracts';
import { SignJWT } from 'jose';
import type { SigningKeys } from './keys.service.js';

/** Access tokens live ten minutes (issue 8: at most 10); the session provider refreshes ahead of it. */
export const accessTokenTtlSeconds = 600;

export interface IdentityClaims extends AccessTokenClaims {
  /** Session (refresh-token family) the token was issued to. */
  sid: string;
}

export interface IssuedAccessToken {
  token: string;
  expiresAt: Date;
}

/** Signs an access token: header typ `at+jwt` and kid, claims iss, aud, sub, iat, exp, email, roles, aal, sid. */
export async function signAccessToken(
  keys: SigningKeys,
  claims: IdentityClaims,
  now = new Date(),
): Promise<IssuedAccessToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + accessTokenTtlSeconds;
  const token = await new SignJWT({
    email: claims.email,
    roles: claims.roles,
    aal: claims.aal,
    sid: claims.sid,
  })
    .setProtectedHeader({ alg: keys.current.alg, kid: keys.current.kid, typ: accessTokenType })
    .setIssuer(accessTokenIssuer)
    .setAudience(accessTokenAudience)
    .setSubject(claims.sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keys.current.privateKey);
  return { token, expiresAt: new Date(expiresAt * 1000) };
}
