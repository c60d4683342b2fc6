import { readingTimeMinutes } from '../src/research/reading-time.js';

describe('readingTimeMinutes', () => {
  it('counts words across texts at 200 words a minute, rounded', () => {
    const hundredWords = Array.from({ length: 100 }, () => 'word').join(' ');
    expect(readingTimeMinutes([hundredWords, hundredWords, hundredWords])).toBe(2);
  });

  it('never reports less than one minute', () => {
    expect(readingTimeMinutes(['A short note.'])).toBe(1);
    expect(readingTimeMinutes([])).toBe(1);
  });
});
