import { randomUUID } from 'node:crypto';

/** What replaces a deleted account's user id in the payment records the law makes us keep. */
const pseudonymPrefix = 'deleted-';

export const newPseudonym = () => `${pseudonymPrefix}${randomUUID()}`;

/** A deleted account: identity has no such user, so nothing is sent to it about one. */
export const isPseudonym = (userId: string) => userId.startsWith(pseudonymPrefix);
