/** Days since the epoch of the last Sunday of a month (month 1-12). */
function lastSundayUtc(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month, 0));
  return Date.UTC(year, month - 1, last.getUTCDate() - last.getUTCDay());
}

/**
 * The instant of a UK wall-clock time ('YYYY-MM-DD', 'HH:MM'): British Summer Time (UTC+1)
 * runs from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October.
 */
export function ukLocalToUtc(date: string, time: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const bstStart = lastSundayUtc(y, 3) + 3_600_000;
  const bstEnd = lastSundayUtc(y, 10) + 3_600_000;
  const summer = asUtc - 3_600_000 >= bstStart && asUtc - 3_600_000 < bstEnd;
  return new Date(summer ? asUtc - 3_600_000 : asUtc);
}

/** The UK calendar date ('YYYY-MM-DD') of an instant: the date football-data.co.uk files
 * give a match, so keys built from an API's UTC kick-off match the csv ones. */
export function ukLocalDate(instant: Date): string {
  const t = instant.getTime();
  const year = instant.getUTCFullYear();
  const summer = t >= lastSundayUtc(year, 3) + 3_600_000 && t < lastSundayUtc(year, 10) + 3_600_000;
  return new Date(summer ? t + 3_600_000 : t).toISOString().slice(0, 10);
}
