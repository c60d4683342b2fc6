import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import request from 'supertest';
import { compressedEncodingFor, compressionThresholdBytes } from '../src/api-compression.js';
import { useGatewayTestBed } from './gateway-fixtures.js';

const bed = useGatewayTestBed();
const json = (length?: number) => ({
  'content-type': 'application/json; charset=utf-8',
  ...(length === undefined ? {} : { 'content-length': String(length) }),
});

describe('which proxied answers are compressed', () => {
  it('leaves answers under 1 KB alone: compressing them costs more than it saves', () => {
    expect(compressedEncodingFor('br, gzip', json(compressionThresholdBytes - 1))).toBeUndefined();
    expect(compressedEncodingFor('br, gzip', json(compressionThresholdBytes))).toBe('br');
  });

  it('compresses text of unknown length, brotli first, honouring q=0', () => {
    expect(compressedEncodingFor('gzip, br', json())).toBe('br');
    expect(compressedEncodingFor('br;q=0, gzip', json())).toBe('gzip');
    expect(compressedEncodingFor('identity', json())).toBeUndefined();
    expect(compressedEncodingFor(undefined, json())).toBeUndefined();
  });

  it('never touches event streams, binary bodies or bodies the service encoded', () => {
    expect(compressedEncodingFor('br', { 'content-type': 'text/event-stream' })).toBeUndefined();
    expect(compressedEncodingFor('br', { 'content-type': 'application/octet-stream' })).toBeUndefined();
    expect(compressedEncodingFor('br', { ...json(), 'content-encoding': 'gzip' })).toBeUndefined();
  });
});

describe('/api fast path answers', () => {
  it('compresses a large JSON answer with brotli and keeps it intact', async () => {
    const path = `/api/marketing/echo?q=${'x'.repeat(2000)}`;
    const server = bed.gateway().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const { headers, body } = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>(
        (resolve, reject) => {
          const req = httpGet(
            { host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'br' } },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
            },
          );
          req.on('error', reject);
        },
      );
      expect(headers['content-encoding']).toBe('br');
      expect(headers.vary).toContain('Accept-Encoding');
      expect(JSON.parse(brotliDecompressSync(body).toString()).echoed).toBe(path);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('carries the request id and JSON security headers on every answer, errors included', async () => {
    for (const path of ['/api/marketing/echo', '/api/nothing-here', '/api/marketing/internal/x']) {
      const res = await request(bed.gateway()).get(path);
      expect(res.headers['x-request-id']).toMatch(/\S/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['content-security-policy']).toBeUndefined();
    }
  });
});

describe('static files', () => {
  it.each(['/assets/main.1a2b3c4d.js', '/remotes/marketing/remoteEntry.js', '/remotes.json'])(
    'serves %s without page-only headers, with nosniff',
    async (path) => {
      const res = await request(bed.gateway()).get(path);
      expect(res.status).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      for (const header of [
        'content-security-policy',
        'x-frame-options',
        'permissions-policy',
        'referrer-policy',
      ])
        expect(res.headers[header]).toBeUndefined();
    },
  );
});
