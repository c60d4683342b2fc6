import { plainTextLineSchema } from '../src/index.js';

const name = plainTextLineSchema(20, { tooLong: 'too long', invalid: 'invalid' });
const messageOf = (value: string) => name.safeParse(value).error?.issues[0]?.message;

describe('plainTextLineSchema', () => {
  test.each(['Ada Lovelace', "Seán O'Brien", 'J. R. Smith', 'Zoë-Ana', 'محمد علي', 'Ana 👩\u200D💻'])(
    'accepts %s',
    (value) => {
      expect(name.parse(value)).toBe(value);
    },
  );

  test.each([
    ['a CR/LF', 'Ada\r\nBcc: x@evil.com'],
    ['a tab', 'Ada\tL'],
    ['a URL', 'http://evil.com'],
    ['a www host', 'see www.evil'],
    ['a bare link', 'evil.com/win'],
    ['a Unicode line separator', 'Ada\u2028L'],
    ['a right-to-left override (reverses what follows in a mail or list)', 'Bob\u202Egnp.exe'],
    ['a left-to-right isolate', 'Bob\u2066x\u2069'],
  ])('rejects %s', (_case, value) => {
    expect(messageOf(value)).toBe('invalid');
  });

  test('limits the length', () => {
    expect(messageOf('x'.repeat(21))).toBe('too long');
  });

  // Scanned for links, a megabyte of letters backtracks for minutes: the test's time limit fails it.
  test('refuses a line of a megabyte as too long, without scanning it for links', () => {
    expect(name.safeParse('A'.repeat(1_000_000)).error?.issues.map((issue) => issue.message)).toEqual([
      'too long',
    ]);
  });
});
