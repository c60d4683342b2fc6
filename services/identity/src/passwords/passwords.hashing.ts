import { errorCodes } from '@gbc/contracts';
import { identityMessages } from '@gbc/contracts/identity';
import { HttpError } from '@gbc/service-kit';
import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';

/**
 * OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane). `algorithm: 2` is `Algorithm.Argon2id`, a const
 * enum that isolated modules cannot read.
 */
const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, argon2Options);

let dummyHash: Promise<string> | undefined;

/**
 * Checks `password` against `storedHash`; without a stored hash (no such account, or no password yet)
 * it verifies against a dummy so the answer takes as long either way and reveals nothing.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('no account has this password');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

const zxcvbn = new ZxcvbnFactory({
  translations: zxcvbnEn.translations,
  graphs: zxcvbnCommon.adjacencyGraphs,
  dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
});

/** zxcvbn's score 3 ("safely unguessable: moderate protection from offline slow-hash scenario"). */
const minimumScore = 3;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Why `password` is too weak (empty when it is strong enough). The account's own details count as
 * guessable: zxcvbn scores what is left once they are taken out, since it rates "first.last" fairly high.
 */
export function passwordWeaknesses(password: string, userInputs: readonly string[]): string[] {
  const parts = [
    ...new Set(
      userInputs.flatMap((input) => [input, ...input.split(/[@.\s_+-]+/)]).filter((part) => part.length > 2),
    ),
  ].sort((a, b) => b.length - a.length);
  const result = zxcvbn.check(password, parts);
  if (result.score < minimumScore) {
    const reasons = [result.feedback.warning, ...result.feedback.suggestions].filter(
      (reason): reason is string => Boolean(reason),
    );
    return reasons.length > 0 ? reasons : [identityMessages.weakPassword];
  }
  const personal = parts.length > 0 ? new RegExp(parts.map(escapeRegExp).join('|'), 'gi') : null;
  const rest = personal ? password.replace(personal, '') : password;
  if (rest !== password && zxcvbn.check(rest).score < minimumScore)
    return [identityMessages.personalPassword];
  return [];
}

/** A 400 whose body adds zxcvbn's reasons to the standard error (see `weakPasswordErrorBodySchema`). */
export class WeakPasswordError extends HttpError {
  constructor(
    readonly reasons: string[],
    field: string,
  ) {
    super(400, errorCodes.badRequest, identityMessages.weakPassword, { [field]: reasons.join(' ') });
  }
}

export function assertStrongPassword(
  password: string,
  userInputs: readonly string[],
  field = 'password',
): void {
  const reasons = passwordWeaknesses(password, userInputs);
  if (reasons.length > 0) throw new WeakPasswordError(reasons, field);
}
