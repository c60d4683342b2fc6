import { councilTimeZone } from '@gbc/contracts/ratpak';

// Dates here are `YYYY-MM-DD` strings of the council's calendar; arithmetic runs on UTC midnights,
// which have no daylight-saving jumps.

const councilDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: councilTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in the council's time zone. */
export function councilToday(now: Date): string {
  return councilDate.format(now);
}

const utcMidnight = (date: string) => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
};

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const moved = utcMidnight(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** Monday to Friday. */
export function isBusinessDay(date: string): boolean {
  const weekday = utcMidnight(date).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** True for a real calendar date (not 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && utcMidnight(date).toISOString().slice(0, 10) === date;
}

/** The business days after today, up to `horizonDays` calendar days ahead, in order. */
export function upcomingBusinessDays(today: string, horizonDays: number): string[] {
  const days: string[] = [];
  for (let offset = 1; offset <= horizonDays; offset += 1) {
    const date = addDays(today, offset);
    if (isBusinessDay(date)) days.push(date);
  }
  return days;
}
