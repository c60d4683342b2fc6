import { queryInteger } from '../src/index.js';

describe('queryInteger', () => {
  const limit = queryInteger('limit', { min: 1, max: 50 });

  test.each([
    ['1', 1],
    ['50', 50],
    ['007', 7],
  ])('accepts plain decimal digits: %s', (input, expected) => {
    expect(limit.parse(input)).toBe(expected);
  });

  test.each(['0x10', '1e1', ' 1', '1 ', '+1', '-1', '1.0', '1.5', '', 'ten', '١٢'])('refuses %j', (input) => {
    const result = limit.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('limit must be a whole number');
  });

  test('names the bounds it enforces', () => {
    expect(limit.safeParse('0').error?.issues[0]?.message).toBe('limit must be at least 1');
    expect(limit.safeParse('51').error?.issues[0]?.message).toBe('limit must be at most 50');
  });

  test('refuses repeated parameters and numbers beyond the safe range', () => {
    expect(limit.safeParse(['1', '2']).success).toBe(false);
    expect(queryInteger('offset').safeParse('9999999999999999').success).toBe(false);
    expect(queryInteger('offset').parse('9007199254740991')).toBe(9007199254740991);
  });

  test('works with optional and default', () => {
    const schema = queryInteger('page', { min: 1 }).default(1);
    expect(schema.parse(undefined)).toBe(1);
  });
});
