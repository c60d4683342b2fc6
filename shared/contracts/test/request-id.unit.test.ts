import { requestIdFrom } from '@gbc/contracts';

describe('requestIdFrom', () => {
  test('keeps a short id of safe characters', () => {
    expect(requestIdFrom('gw-1a2b.3:4_5')).toBe('gw-1a2b.3:4_5');
  });

  test.each([
    ['a line break', 'abc\r\nforged: line'],
    ['a space', 'abc def'],
    ['an empty string', ''],
    ['129 characters', 'a'.repeat(129)],
    ['a missing header', undefined],
    ['a repeated header', ['a', 'b']],
  ])('replaces %s with a new UUID', (_case, header) => {
    expect(requestIdFrom(header)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
