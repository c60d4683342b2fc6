import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { formatLongUsDate, formatReadTime } from '../src/format.js';

/**
 * Formats dates in a fresh Node process running in `timeZone`: Jest's sandboxed process.env cannot move the
 * time zone of the running process, and this machine may well be on UTC already, hiding the bug.
 */
function formatInTimeZone(timeZone: string, isoDates: string[]): string[] {
  const modulePath = fileURLToPath(new URL('../src/format.ts', import.meta.url));
  const script = `import { formatLongUsDate } from ${JSON.stringify(modulePath)};
process.stdout.write(JSON.stringify(${JSON.stringify(isoDates)}.map(formatLongUsDate)));`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, TZ: timeZone },
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[];
}

describe('formatLongUsDate', () => {
  it('formats an ISO date in long US form', () => {
    expect(formatLongUsDate('2026-03-05')).toBe('March 5, 2026');
    expect(formatLongUsDate('2025-12-31T12:00:00.000Z')).toBe('December 31, 2025');
  });

  it('keeps the UTC day near midnight whatever the local time zone', () => {
    const nearMidnight = ['2026-03-05T23:30:00.000Z', '2026-03-05T00:15:00.000Z'];
    expect(formatInTimeZone('Pacific/Kiritimati', nearMidnight)).toEqual(['March 5, 2026', 'March 5, 2026']);
    expect(formatInTimeZone('America/Los_Angeles', nearMidnight)).toEqual(['March 5, 2026', 'March 5, 2026']);
  });

  it('rejects a string that is not a date', () => {
    expect(() => formatLongUsDate('not a date')).toThrow(RangeError);
  });
});

describe('formatReadTime', () => {
  it('says how many minutes', () => {
    expect(formatReadTime(5)).toBe('5 min read');
    expect(formatReadTime(1)).toBe('1 min read');
  });

  it('rounds to whole minutes and never says zero', () => {
    expect(formatReadTime(4.6)).toBe('5 min read');
    expect(formatReadTime(0)).toBe('1 min read');
  });
});
