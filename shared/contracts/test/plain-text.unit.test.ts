import { plainTextLineSchema } from '../src/index.js';

const name = plainTextLineSchema(20, { tooLong: 'too long', invalid: 'invalid' });
const messageOf = (value: string) => name.safeParse(value).error?.issues[0]?.message;

describe('plainTextLineSchema', () => {
  test.each(['Ada Lovelace', "Seán O'Brien", 'J. R. Smith', 'Zoë-Ana'])('accepts %s', (value) => {
    expect(name.parse(value)).toBe(value);
  });

  test.each([
    ['a CR/LF', 'Ada\r\nBcc: x@evil.com'],
    ['a tab', 'Ada\tL'],
    ['a URL', 'http://evil.com'],
    ['a www host', 'see www.evil'],
    ['a bare link', 'evil.com/win'],
    ['a Unicode line separator', 'Ada\u2028L'],
  ])('rejects %s', (_case, value) => {
    expect(messageOf(value)).toBe('invalid');
  });

  test('limits the length', () => {
    expect(messageOf('x'.repeat(21))).toBe('too long');
  });
});
