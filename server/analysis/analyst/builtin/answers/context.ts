import type { TableRow } from '../../../season-table';
import { signedPercent } from '../../format';
import type { TeamFormFacts, TeamStrengthFacts } from '../../match-facts';
import type { Entities, Side } from '../../understanding/understanding';
import { otherSide, type Reply, reply, type View } from '../view';

// What the recorded results say, whatever the model: form, meetings, the table, ratings.
// These answer on postponed matches and where the league has no model yet too.

/** The asked-about team first, the other after it; home first when none is named. */
const order = (e: Entities): [Side, Side] => {
  const first = e.team ?? 'home';
  return [first, otherSide(first)];
};

export function formAnswer(v: View, e: Entities): Reply {
  const { t } = v;
  const line = (f: TeamFormFacts) =>
    f.matches.length === 0
      ? t.noForm(f.team)
      : t.form(
          f.team,
          String(f.matches.length),
          t.formSequence(f.sequence),
          String(f.points),
          String(f.maxPoints),
          String(f.goalsFor),
          String(f.goalsAgainst),
        );
  const [first, second] = order(e);
  return reply([line(v.facts.form[first]), line(v.facts.form[second])]);
}

export function headToHeadAnswer(v: View): Reply {
  const { t } = v;
  const meetings = v.facts.headToHead;
  if (meetings.length === 0) return reply([t.neverMet(v.home, v.away)]);
  let homeWins = 0;
  let draws = 0;
  let awayWins = 0;
  for (const m of meetings) {
    // From this match's home side's view, whoever was at home then.
    const homeGoals = m.home === v.home ? m.homeGoals : m.awayGoals;
    const awayGoals = m.home === v.home ? m.awayGoals : m.homeGoals;
    if (homeGoals > awayGoals) homeWins++;
    else if (homeGoals < awayGoals) awayWins++;
    else draws++;
  }
  const [last] = meetings;
  if (last && meetings.length === 1) {
    return reply([
      t.oneMeeting(
        last.date,
        `${last.home} ${v.score(last.homeGoals, last.awayGoals)} ${last.away}`,
      ),
    ]);
  }
  return reply([
    t.meetings(
      String(meetings.length),
      v.home,
      String(homeWins),
      v.away,
      String(awayWins),
      String(draws),
    ),
    last
      ? t.lastMeeting(
          last.date,
          `${last.home} ${v.score(last.homeGoals, last.awayGoals)} ${last.away}`,
        )
      : null,
  ]);
}

export function tableAnswer(v: View, e: Entities): Reply {
  const { t } = v;
  const rows = v.facts.season;
  const sentence = (side: Side, full: boolean) => {
    const row: TableRow | null = rows[side];
    if (!row) return t.noTableRow(v.name(side));
    const difference = `${row.goalDifference > 0 ? '+' : ''}${row.goalDifference}`;
    return full
      ? t.tableRow(
          v.name(side),
          t.ordinal(row.position),
          String(row.points),
          String(row.played),
          String(row.won),
          String(row.drawn),
          String(row.lost),
          difference,
        )
      : t.tableRowShort(
          v.name(side),
          t.ordinal(row.position),
          String(row.points),
          String(row.played),
        );
  };
  const [first, second] = order(e);
  return reply([sentence(first, true), sentence(second, e.team === undefined)]);
}

export function strengthAnswer(v: View, e: Entities): Reply {
  const { t } = v;
  const s = v.facts.strength;
  if (!s) return reply([t.noRatings()]);
  const elo = (x: TeamStrengthFacts) => (x.elo === null ? t.notRated() : String(Math.round(x.elo)));
  const [first, second] = order(e);
  const relative = (side: Side) =>
    t.relativeStrength(
      v.name(side),
      signedPercent(s[side].attack),
      signedPercent(s[side].conceded),
    );
  return reply([
    t.eloRatings(v.name(first), elo(s[first]), v.name(second), elo(s[second])),
    relative(first),
    relative(second),
  ]);
}
