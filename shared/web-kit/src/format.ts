/** "March 5, 2026". Formatted in UTC so a date stored at midnight UTC shows the same day in every time zone. */
export function formatLongUsDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${iso}`);
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** "5 min read"; at least one minute, whole minutes. */
export function formatReadTime(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} min read`;
}
