import { emailAddressSchema, emailMessages, isEmailAddress } from '../src/index.js';

describe('isEmailAddress, the one e-mail rule', () => {
  test.each([
    'ada@example.org',
    'ada.lovelace+news@mail.example.co.uk',
    "o'brien@example.ie",
    'x@xn--bcher-kva.example',
    `${'a'.repeat(64)}@example.org`,
  ])('accepts %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  test.each([
    ['a comma list', 'a,b@evil.com'],
    ['two addresses', 'a@b.com,c@d.com'],
    ['a space', 'ada lovelace@example.org'],
    ['a quoted local part', '"ada"@example.org'],
    ['two @', 'ada@home@example.org'],
    ['no @', 'ada.example.org'],
    ['an undotted domain', 'ada@localhost'],
    ['a numeric top-level label', 'ada@10.0.0.1'],
    ['a leading dot', '.ada@example.org'],
    ['a doubled dot', 'ada..l@example.org'],
    ['a trailing dot in the domain', 'ada@example.org.'],
    ['a hyphen at a label edge', 'ada@-example.org'],
    ['a line break', 'ada@example.org\r\nBcc: x@evil.com'],
    ['angle brackets', '<ada@example.org>'],
    ['a local part over 64 characters', `${'a'.repeat(65)}@example.org`],
    ['an address over 254 characters', `ada@${['a', 'b', 'c', 'd'].map((c) => c.repeat(63)).join('.')}.org`],
    ['non-ASCII', 'adä@example.org'],
  ])('rejects %s', (_case, address) => {
    expect(isEmailAddress(address)).toBe(false);
  });
});

describe('emailAddressSchema', () => {
  test('trims and keeps a valid address', () => {
    expect(emailAddressSchema.parse('  ada@example.org ')).toBe('ada@example.org');
  });

  test("gives the spec's messages", () => {
    expect(emailAddressSchema.safeParse('').error?.issues[0]?.message).toBe(emailMessages.required);
    expect(emailAddressSchema.safeParse('a,b@evil.com').error?.issues[0]?.message).toBe(
      emailMessages.invalid,
    );
  });
});
