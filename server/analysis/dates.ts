const DAY_MS = 86_400_000;

/** Whole days since 1970-01-01 for an ISO date or date-time ('2024-05-19', '2024-05-19T15:00Z'). */
export function dayNumber(isoDate: string): number {
  const y = Number(isoDate.slice(0, 4));
  const m = Number(isoDate.slice(5, 7));
  const d = Number(isoDate.slice(8, 10));
  const day = Date.UTC(y, m - 1, d) / DAY_MS;
  if (!Number.isFinite(day)) throw new RangeError(`not an ISO date: '${isoDate}'`);
  return day;
}
