import { estimateReadTime } from '../src/read-time.js';

const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');

describe('estimateReadTime', () => {
  test('counts words at 200 a minute, rounding up, ignoring markup', () => {
    expect(estimateReadTime(`<p>${words(200)}</p>`)).toBe(1);
    expect(estimateReadTime(`<p>${words(201)}</p><blockquote><p>${words(199)}</p></blockquote>`)).toBe(2);
  });

  test('stays within 1 to 120 minutes', () => {
    expect(estimateReadTime('')).toBe(1);
    expect(estimateReadTime(words(200 * 500))).toBe(120);
  });
});
