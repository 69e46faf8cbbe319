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
