import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { errorBodySchema, errorCodes } from '@gbc/contracts';
import { answerMalformedRequests } from '../src/client-errors.js';

let server: Server;

beforeAll(async () => {
  server = createServer((_req, res) => res.end('ok'));
  answerMalformedRequests(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Sends bytes no HTTP client library would send and reads the whole answer. */
function sendRaw(text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      data += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      resolve({
        status: Number(head.split(' ')[1]),
        headers: head.toLowerCase(),
        body: rest.join('\r\n\r\n'),
      });
    });
    socket.write(text);
  });
}

describe('requests Node cannot parse', () => {
  test.each([
    ['an unknown method', 'FOO / HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    ['a control character in a header', 'GET / HTTP/1.1\r\nHost: x\r\nX-Request-Id: a\u0001b\r\n\r\n', 400],
    [
      'Transfer-Encoding with a smuggled request',
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
    ],
    ['a 200 KB query string', `GET /?q=${'a'.repeat(200_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
  ])('%s gets the standard JSON error body and the connection closes', async (_label, text, status) => {
    const answer = await sendRaw(text);
    expect(answer.status).toBe(status);
    expect(answer.headers).toContain('content-type: application/json');
    expect(answer.headers).toContain('connection: close');
    const body = errorBodySchema.parse(JSON.parse(answer.body));
    expect(body.error.code).toBe(errorCodes.badRequest);
  });

  test('a well-formed request on the same server is answered as usual', async () => {
    const answer = await sendRaw('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('ok');
  });
});
