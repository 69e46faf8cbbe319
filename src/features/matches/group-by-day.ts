/** Matches grouped by their local calendar day, days in the order the list has them. */
export function groupByDay<T extends { kickoff: string }>(
  matches: readonly T[],
  locale: string,
): Array<{ day: string; label: string; matches: T[] }> {
  const label = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' });
  const groups = new Map<string, { day: string; label: string; matches: T[] }>();
  for (const match of matches) {
    const kickoff = new Date(match.kickoff);
    const day = kickoff.toDateString();
    const group = groups.get(day) ?? { day, label: label.format(kickoff), matches: [] };
    group.matches.push(match);
    groups.set(day, group);
  }
  return [...groups.values()];
}

/** The sidebar's groups: dated matches by day, then the postponed ones (whose kick-off is the
 * one they missed, so no day to go by) together under `postponedLabel`. */
export function groupByDayPostponedLast<T extends { kickoff: string; status: string }>(
  matches: readonly T[],
  locale: string,
  postponedLabel: string,
): Array<{ day: string; label: string; matches: T[] }> {
  const postponed = matches.filter((m) => m.status === 'postponed');
  const days = groupByDay(
    matches.filter((m) => m.status !== 'postponed'),
    locale,
  );
  return postponed.length > 0
    ? [...days, { day: 'postponed', label: postponedLabel, matches: postponed }]
    : days;
}
