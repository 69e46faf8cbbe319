import type { Record3, Streaks, TableRow } from '../../../season-table';
import type { MeetingFacts, TableLineFacts, TeamMatchFacts } from '../../match-facts';
import type { Side } from '../../understanding/understanding';
import { type RunKind, type SeasonTexts, seasonTexts } from '../texts/season-texts';
import { type Reply, reply, type View } from '../view';

// The league season going into the match: last results, records, the table's places and the
// gaps between them, current runs, the next fixture, the reverse fixture and the last meeting.
// Every figure is one the facts hold (MatchFacts.season's rows, MatchFacts.leagueSeason);
// where they have none, the answer says so.

/** What a yes/no question about the last match asks: "did they win / score?". */
export type LastMatchQuestion = 'win' | 'draw' | 'loss' | 'score' | 'clean_sheet';

export type StandingsPart = 'leader' | 'top_four' | 'bottom_three' | 'gap' | 'position';

const texts = (v: View): SeasonTexts => seasonTexts[v.language];

/** Both sides, home first, or the one asked about. */
const sidesOf = (side: Side | undefined): Side[] => (side ? [side] : ['home', 'away']);

/** A side's table row when it has played this season; null before its first match. */
function playedRow(v: View, side: Side): TableRow | null {
  const row = v.facts.season[side];
  return row && row.played > 0 ? row : null;
}

/** Whether the last match answers the yes/no question with a yes. */
export function lastMatchSays(match: TeamMatchFacts, question: LastMatchQuestion): boolean {
  switch (question) {
    case 'win':
      return match.result === 'W';
    case 'draw':
      return match.result === 'D';
    case 'loss':
      return match.result === 'L';
    case 'score':
      return match.goalsFor > 0;
    case 'clean_sheet':
      return match.goalsAgainst === 0;
  }
}

/** "Yes: in their last league match, on Saturday 21 November, Arsenal beat Everton 2–0 at
 * home." The score is the winner's first. */
export function lastMatchAnswer(v: View, side: Side, question?: LastMatchQuestion): Reply {
  const [last] = v.facts.leagueSeason.matches[side];
  return lastMatchReply(v, side, last && question ? lastMatchSays(last, question) : null);
}

/** The side's last result, led by the yes or the no a question about it already has (`says`;
 * null for none). */
export function lastMatchReply(v: View, side: Side, says: boolean | null): Reply {
  const s = texts(v);
  const team = v.name(side);
  const [last] = v.facts.leagueSeason.matches[side];
  if (!last) return reply([s.noMatches(team)]);
  const score =
    last.result === 'L'
      ? v.score(last.goalsAgainst, last.goalsFor)
      : v.score(last.goalsFor, last.goalsAgainst);
  const answer = says === null ? null : says ? 'yes' : 'no';
  return reply([
    s.lastMatch(answer, team, last.result, score, last.opponent, last.venue, s.day(last.date)),
  ]);
}

/** W-D-L, goals and points since the start of the season, or of its home or away matches. */
export function recordAnswer(v: View, side: Side, venue?: 'home' | 'away'): Reply {
  const s = texts(v);
  const team = v.name(side);
  const row = playedRow(v, side);
  if (!row) return reply([s.noMatches(team)]);
  const record: Record3 = venue ? row[venue] : row;
  if (venue && record.played === 0) return reply([s.noVenueMatches(team, venue)]);
  return reply([
    s.record(
      team,
      venue ?? null,
      String(record.played),
      String(record.won),
      String(record.drawn),
      String(record.lost),
      String(record.goalsFor),
      String(record.goalsAgainst),
      String(record.points),
    ),
  ]);
}

/** Goals for and against this season, per game, clean sheets and blanks. */
export function seasonGoalsAnswer(v: View, side: Side): Reply {
  const s = texts(v);
  const team = v.name(side);
  const row = playedRow(v, side);
  if (!row) return reply([s.noMatches(team)]);
  return reply([
    s.seasonGoals(
      team,
      String(row.played),
      String(row.goalsFor),
      String(row.goalsAgainst),
      v.decimal(row.goalsPerGame.for, 2),
      v.decimal(row.goalsPerGame.against, 2),
    ),
    s.cleanSheets(String(row.cleanSheets), String(row.failedToScore)),
  ]);
}

/** The leader, the top four, the bottom three, or where a side stands and how far it is from
 * the places that matter. Level teams are ranked by the table's order (its tie-breaks). */
export function standingsAnswer(v: View, part: StandingsPart, side?: Side): Reply {
  const s = texts(v);
  const { table } = v.facts.leagueSeason;
  const [leader] = table;
  if (!leader || leader.played === 0) return reply([s.noTable()]);
  const place = (row: TableLineFacts, i: number) =>
    s.place(v.t.ordinal(row.position), row.team, String(row.points), i === 0);

  switch (part) {
    case 'leader': {
      const level = table.filter((r) => r !== leader && r.points === leader.points);
      const asked = side && v.name(side) !== leader.team ? behindLeader(v, side) : null;
      return reply([
        s.leader(leader.team, String(leader.points), String(leader.played)),
        level.length > 0 &&
          s.levelWithLeader(
            level.map((r) => r.team),
            String(leader.points),
          ),
        asked,
      ]);
    }
    case 'top_four':
      return reply([
        s.places('topFour', table.slice(0, 4).map(place)),
        side ? placeGap(v, side, 'topFour') : null,
      ]);
    case 'bottom_three':
      return reply([
        s.places('bottomThree', table.slice(-3).map(place)),
        side ? placeGap(v, side, 'bottomThree') : null,
      ]);
    case 'position':
      return reply(sidesOf(side).flatMap((x) => [position(v, x), behindLeader(v, x)]));
    case 'gap':
      return reply(sidesOf(side).flatMap((x) => gapSentences(v, x)));
  }
}

function position(v: View, side: Side): string {
  const s = texts(v);
  const row = playedRow(v, side);
  if (!row) return s.noMatches(v.name(side));
  return s.position(
    v.name(side),
    v.t.ordinal(row.position),
    String(row.points),
    String(row.played),
  );
}

/** "Chelsea are 6 points behind the leaders, Fulham."; null for the leader itself. */
function behindLeader(v: View, side: Side): string | null {
  const gaps = v.facts.leagueSeason.gaps[side];
  const [leader] = v.facts.leagueSeason.table;
  if (!gaps || !leader || !playedRow(v, side) || leader.team === v.name(side)) return null;
  return texts(v).behindLeader(v.name(side), String(gaps.leader), leader.team);
}

function placeGap(v: View, side: Side, places: 'topFour' | 'bottomThree'): string | null {
  const gap = v.facts.leagueSeason.gaps[side]?.[places];
  if (!gap || !playedRow(v, side)) return null;
  const s = texts(v);
  return (places === 'topFour' ? s.topFourGap : s.bottomThreeGap)(
    v.name(side),
    gap.inside,
    String(gap.points),
  );
}

/** The gap to the top; to the top four unless far from it; to the bottom three when in it or
 * in the lower half. */
function gapSentences(v: View, side: Side): string[] {
  const row = playedRow(v, side);
  const gaps = v.facts.leagueSeason.gaps[side];
  if (!row || !gaps) return [texts(v).noMatches(v.name(side))];
  const { teams } = v.facts.leagueSeason;
  const sentences = [position(v, side), behindLeader(v, side)];
  if (row.position > 1 && row.position <= teams / 2) sentences.push(placeGap(v, side, 'topFour'));
  if (row.position > teams / 2) sentences.push(placeGap(v, side, 'bottomThree'));
  return sentences.filter((x): x is string => x !== null);
}

/** The runs of two or more a team is on, most telling first: results, then goals. A longer
 * unbeaten (winless) run than the winning (losing, drawing) one is worth saying too. */
export function currentRuns(r: Streaks): Array<{ kind: RunKind; n: number }> {
  const runs: Array<{ kind: RunKind; n: number }> = [];
  const add = (kind: RunKind, n: number, longerThan = 1) => {
    if (n >= 2 && n > longerThan) runs.push({ kind, n });
  };
  add('wins', r.wins);
  add('draws', r.draws);
  add('losses', r.losses);
  add('unbeaten', r.unbeaten, Math.max(1, r.wins, r.draws));
  add('winless', r.winless, Math.max(1, r.losses, r.draws));
  add('scored', r.scored);
  add('failedToScore', r.failedToScore);
  add('cleanSheets', r.cleanSheets);
  add('conceded', r.conceded);
  return runs;
}

/** "Arsenal have won their last 2 league matches, are unbeaten in their last 3 and …". */
export function runsAnswer(v: View, side?: Side): Reply {
  const s = texts(v);
  return reply(
    sidesOf(side).map((x) => {
      const team = v.name(x);
      const row = playedRow(v, x);
      if (!row) return s.noMatches(team);
      const runs = currentRuns(row.streaks);
      if (runs.length === 0) return s.noRuns(team);
      return s.runs(
        team,
        runs.map((run, i) => s.run(run.kind, String(run.n), i === 0)),
      );
    }),
  );
}

/** The side's next fixture after this one, in words. */
export function nextMatchAnswer(v: View, side: Side): Reply {
  const s = texts(v);
  const next = v.facts.leagueSeason.next[side];
  if (!next) return reply([s.noNextMatch(v.name(side))]);
  return reply([
    s.nextMatch(v.name(side), next.opponent, next.venue, s.day(next.kickoff), next.kickoff),
  ]);
}

const meetingResult = (v: View, m: MeetingFacts) =>
  `${m.home} ${v.score(m.homeGoals, m.awayGoals)} ${m.away}`;

/** This season's meeting of the two clubs the other way round, once played. */
export function reverseFixtureAnswer(v: View): Reply {
  const s = texts(v);
  const reverse = v.facts.leagueSeason.reverseFixture;
  if (!reverse) return reply([s.noReverseFixture(v.home, v.away)]);
  return reply([s.reverseFixture(s.day(reverse.date), meetingResult(v, reverse))]);
}

/** The clubs' latest meeting on record, this season or before (with its year). */
export function previousMeetingAnswer(v: View): Reply {
  const s = texts(v);
  const [last] = v.facts.headToHead;
  if (!last) return reply([s.neverMet(v.home, v.away)]);
  return reply([s.previousMeeting(s.day(last.date, true), meetingResult(v, last))]);
}
