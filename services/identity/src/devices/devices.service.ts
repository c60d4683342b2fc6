import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { deviceCookieName, identityApi } from '@gbc/contracts/identity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ClientInfo, IdentityContext } from '../context.js';
import type { IdentityDb } from '../database.js';
import { isKnownDevice, rememberDevice } from './devices.repository.js';

/** The device cookie lives a year: it only says "this browser signed in here before". */
const deviceCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/** A key of its own, so a leaked cookie signature says nothing about the data key. */
const signingKey = (ctx: IdentityContext) =>
  createHmac('sha256', ctx.settings.dataKey).update('gbc device cookie v1').digest();

const signature = (ctx: IdentityContext, id: string) =>
  createHmac('sha256', signingKey(ctx)).update(id).digest('base64url');

const hashDeviceId = (id: string) => createHash('sha256').update(id).digest('base64url');

/** The device id of a correctly signed cookie value, else undefined. */
function verifiedDeviceId(ctx: IdentityContext, value: string | undefined): string | undefined {
  const match = value?.match(/^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/);
  if (!match) return undefined;
  const [, id, given] = match as [string, string, string];
  const expected = Buffer.from(signature(ctx, id));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? id : undefined;
}

/** The eight 4-digit groups of a valid IPv6 address (zone dropped, an IPv4 tail as two groups). */
function ipv6Groups(address: string): string[] {
  let text = address.split('%')[0] ?? '';
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (isIPv4(tail)) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const filler = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...filler, ...right].map((group) => group.toLowerCase().padStart(4, '0'));
}

/** The client's network: an IPv4 address as is (/32), an IPv6 one cut to its /64; IPv4-mapped as IPv4. */
export function clientNetwork(address: string | undefined): string {
  if (!address) return 'unknown';
  if (isIPv4(address)) return address;
  if (!isIPv6(address.split('%')[0] ?? '')) return 'unknown';
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === '0000') && groups[5] === 'ffff') {
    return [groups[6], groups[7]]
      .flatMap((group = '0000') => [parseInt(group.slice(0, 2), 16), parseInt(group.slice(2), 16)])
      .join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The request's browser: user agent and address for the session record, device and network for throttles. */
export function requestClient(ctx: IdentityContext, request: FastifyRequest): ClientInfo {
  const id = verifiedDeviceId(ctx, request.cookies[deviceCookieName]);
  return {
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    ipAddress: request.ip ?? null,
    deviceHash: id === undefined ? undefined : hashDeviceId(id),
    network: clientNetwork(request.ip),
  };
}

/**
 * Gives the browser a signed device cookie when it has none, and returns the client with it: sign-up
 * ties its link to this device, a successful sign-in makes it a known device of the account.
 */
export function ensureDeviceCookie(
  ctx: IdentityContext,
  request: FastifyRequest,
  reply: FastifyReply,
): ClientInfo {
  const client = requestClient(ctx, request);
  if (client.deviceHash !== undefined) return client;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(deviceCookieName, `${id}.${signature(ctx, id)}`, {
    path: identityApi.prefix,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.settings.publicOrigin.startsWith('https:'),
    maxAge: deviceCookieMaxAgeSeconds,
  });
  return { ...client, deviceHash: hashDeviceId(id) };
}

/**
 * The key failures and mail budgets are counted under for this account: the device, when it signed in
 * to the account before, else the network. A stranger's new cookie is just another network client.
 */
export async function throttleClientKey(
  db: IdentityDb,
  userId: string | undefined,
  client: ClientInfo,
): Promise<{ key: string; knownDevice: boolean }> {
  if (
    userId !== undefined &&
    client.deviceHash !== undefined &&
    (await isKnownDevice(db, userId, client.deviceHash))
  ) {
    return { key: `device:${client.deviceHash}`, knownDevice: true };
  }
  return { key: `net:${client.network}`, knownDevice: false };
}

/** After a successful sign-in: this browser is a known device of the account from now on. */
export async function rememberSignedInDevice(
  db: IdentityDb,
  userId: string,
  client: ClientInfo,
): Promise<void> {
  if (client.deviceHash !== undefined) await rememberDevice(db, userId, client.deviceHash);
}
