import type { LineMarket, Markets, OverUnder, Priced } from '../markets';
import type { Ask, AskKind, Selection, Side } from './asks/ask';
import { chanceOf, countInResults, meetingsCount } from './asks/selection';
import { foldText } from './language';
import type { MatchFacts, MeetingFacts, PointsGapFacts } from './match-facts';

// The functions the openai analyst's model may call: each answers from the MatchFacts alone,
// with figures already written the way the app writes them (47%, fair odds 2.12, 1.62 goals),
// so the model copies rather than computes. A bad call gets an `error` result the model can
// read and correct; it never throws.

type JsonSchema = Record<string, unknown>;

export interface ToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: JsonSchema };
}

const MARKETS = [
  'result',
  'double_chance',
  'draw_no_bet',
  'expected_goals',
  'totals',
  'team_totals',
  'asian_handicap',
  'european_handicap',
  'both_teams_to_score',
  'clean_sheet',
  'win_to_nil',
  'winning_margin',
  'odd_even',
  'exact_scores',
] as const;
type MarketName = (typeof MARKETS)[number];

const TEAM = {
  type: 'string',
  description: '"home", "away" or the team\'s name',
};
const BASIS = {
  type: 'string',
  enum: ['now', 'pre_match'],
  description: 'on a live match: now (default) or the pre-match view',
};

/** What a leg of a combination or a past count may be on: a market that settles on the final
 * score (asks/selection.ts prices and counts it). */
const LEG_MARKETS = [
  'result',
  'double_chance',
  'draw_no_bet',
  'totals',
  'team_totals',
  'both_teams_to_score',
  'clean_sheet',
  'win_to_nil',
  'winning_margin',
  'exact_score',
] as const;
type LegMarket = (typeof LEG_MARKETS)[number];

const LEG = {
  type: 'object',
  properties: {
    market: { type: 'string', enum: LEG_MARKETS },
    team: {
      ...TEAM,
      description: `${TEAM.description}; needed by double_chance, team_totals, clean_sheet, win_to_nil and by result unless draw; winning_margin without it: either team`,
    },
    draw: { type: 'boolean', description: 'result: the draw (with team: that team or the draw)' },
    line: {
      type: 'number',
      description: 'totals, team_totals: a half line such as 2.5 (team_totals: 0.5 when absent)',
    },
    direction: { type: 'string', enum: ['over', 'under'], description: 'over when absent' },
    margin: { type: 'integer', minimum: 1, description: 'winning_margin: goals' },
    or_more: { type: 'boolean', description: 'winning_margin: by margin or more' },
    home_goals: { type: 'integer', minimum: 0, description: 'exact_score: home goals' },
    away_goals: { type: 'integer', minimum: 0, description: 'exact_score: away goals' },
    no: { type: 'boolean', description: 'both_teams_to_score: NOT both teams to score' },
  },
  required: ['market'],
  additionalProperties: false,
};
const noParameters = { type: 'object', properties: {}, additionalProperties: false };

// Each name stays a literal type, so ToolName lists exactly the tools below.
function tool<Name extends string>(
  name: Name,
  description: string,
  parameters: JsonSchema = noParameters,
) {
  return { type: 'function' as const, function: { name, description, parameters } };
}

export const TOOLS = [
  tool(
    'get_markets',
    "The model's probabilities and fair odds (no bookmaker margin) for one betting market. On a live match they are for the final result given the score and minute now, unless basis is pre_match.",
    {
      type: 'object',
      properties: {
        market: { type: 'string', enum: MARKETS },
        team: {
          ...TEAM,
          description: `${TEAM.description}; for team_totals, handicaps, clean_sheet, win_to_nil`,
        },
        line: {
          type: 'number',
          description:
            "Goal line, e.g. 2.5 for totals or -0.75 for an Asian handicap (the team's own line)",
        },
        basis: { type: 'string', enum: ['now', 'pre_match'] },
      },
      required: ['market'],
      additionalProperties: false,
    },
  ),
  tool(
    'get_live_state',
    'The match now: status, minute, score, red cards, goals still expected, who scores next and the result probabilities from here.',
  ),
  tool(
    'get_half_time',
    'First-half markets: half-time result, goals, both teams to score, exact half-time scores and the half-time/full-time doubles.',
  ),
  tool('get_form', "A team's last results (most recent first), points and goals.", {
    type: 'object',
    properties: { team: TEAM },
    required: ['team'],
    additionalProperties: false,
  }),
  tool('get_head_to_head', 'Earlier meetings of the two teams, newest first, with counts.'),
  tool(
    'get_table_rows',
    "Both teams' league table rows this season: position, points, record at home and away, goals, clean sheets, streaks.",
  ),
  tool(
    'get_season',
    "This league season going into the match (league matches finished before it): the whole table, each team's results this season (newest first), its points gaps to the leader, the top four and the bottom three, its next match after this one, and this season's reverse fixture. Records at home and away, clean sheets and current runs: get_table_rows.",
    {
      type: 'object',
      properties: { team: { ...TEAM, description: `${TEAM.description}; both teams when absent` } },
      additionalProperties: false,
    },
  ),
  tool('get_strength', "Both teams' Elo ratings and attack/defence relative to an average side."),
  tool(
    'get_market_comparison',
    "The bookmaker's odds beside the model: the margin, the probabilities the odds imply, and where the model rates an outcome higher. Information, not advice.",
  ),
  tool('get_exact_score', 'The probability and fair odds of one exact final score.', {
    type: 'object',
    properties: {
      home: { type: 'integer', minimum: 0, description: 'home goals' },
      away: { type: 'integer', minimum: 0, description: 'away goals' },
      basis: BASIS,
    },
    required: ['home', 'away'],
    additionalProperties: false,
  }),
  tool(
    'get_combination',
    'Several selections as one bet (a bet builder, "Arsenal to win and over 2.5 goals"): the chance that all legs win in the same match and its fair odds, with each leg\'s own chance. The legs are not independent: quote all_legs_together, never a product of the legs. On a live match: the final score from now.',
    {
      type: 'object',
      properties: {
        legs: { type: 'array', items: LEG, minItems: 2 },
        basis: BASIS,
      },
      required: ['legs'],
      additionalProperties: false,
    },
  ),
  tool(
    'get_past_count',
    "How many of a team's finished league matches this season (or of the two teams' meetings) one selection, or all legs together, won: clean sheets, over 2.5 goals, both teams scored, wins by two… with the span counted, to quote as given.",
    {
      type: 'object',
      properties: {
        legs: { type: 'array', items: LEG, minItems: 1 },
        team: {
          ...TEAM,
          description: `${TEAM.description}: whose matches; a leg without a team is on this team`,
        },
        matches: {
          type: 'string',
          enum: ['this_season', 'meetings'],
          description:
            "this_season (default): the team's league matches; meetings: the two teams' meetings on record",
        },
        last: { type: 'integer', minimum: 1, description: 'only the last N of those matches' },
        venue: {
          type: 'string',
          enum: ['home', 'away'],
          description: "this_season: only the team's home or away matches",
        },
      },
      required: ['legs'],
      additionalProperties: false,
    },
  ),
  tool(
    'get_track_record',
    "How the model's forecasts of this league's finished matches this season went (how often its favourite won), and how sure it is of this forecast.",
  ),
] satisfies ToolDefinition[];

/** The name of a tool the model may call: the ask catalogue's `tool` fields are typed with it
 * (asks/catalogue.ts), so a kind cannot name a tool that does not exist. */
export type ToolName = (typeof TOOLS)[number]['function']['name'];

/** A probability for the model to quote: whole percent, one decimal below 10%. */
export function pct(probability: number): string {
  const value = probability * 100;
  if (value > 0 && value < 10) return `${Number(value.toFixed(1))}%`;
  return `${Math.round(value)}%`;
}
const odds = (value: number | null) => (value === null ? null : value.toFixed(2));
const num = (value: number) => Number(value.toFixed(2));
const price = (p: Priced) => ({ probability: pct(p.probability), fair_odds: odds(p.fairOdds) });
const line = (m: LineMarket) => ({
  win: pct(m.settlement.win),
  ...(m.settlement.push > 0 ? { stake_back: pct(m.settlement.push) } : {}),
  ...(m.settlement.halfWin > 0 ? { half_win: pct(m.settlement.halfWin) } : {}),
  ...(m.settlement.halfLoss > 0 ? { half_loss: pct(m.settlement.halfLoss) } : {}),
  lose: pct(m.settlement.loss),
  fair_odds: odds(m.fairOdds),
});
const overUnder = (o: OverUnder) => ({ line: o.line, over: line(o.over), under: line(o.under) });

type ToolResult = Record<string, unknown>;

function side(facts: MatchFacts, team: unknown): Side | null {
  if (typeof team !== 'string') return null;
  const wanted = foldText(team).trim();
  if (['home', 'local', 'casa'].includes(wanted)) return 'home';
  if (['away', 'visitante', 'visitor', 'fuera'].includes(wanted)) return 'away';
  for (const s of ['home', 'away'] as const) {
    const name = foldText(facts.match[s]);
    if (wanted !== '' && (name.includes(wanted) || wanted.includes(name))) return s;
  }
  return null;
}

const badTeam = (facts: MatchFacts) => ({
  error: `team must be "home", "away", "${facts.match.home}" or "${facts.match.away}"`,
});

/** The markets a question about "now" reads: the live final-score markets during a match. */
function marketsFor(facts: MatchFacts, basis: unknown): { markets: Markets; basis: string } | null {
  const k = facts.knowledge;
  if (!k) return null;
  if (basis !== 'pre_match' && k.live) return { markets: k.live.final, basis: 'now (live)' };
  return { markets: k.markets, basis: 'pre-match' };
}

function unavailable(facts: MatchFacts): ToolResult {
  const { status } = facts.match;
  if (status === 'finished' || status === 'postponed') {
    return {
      available: false,
      reason: `the match is ${status}; the model prices matches still to be played`,
    };
  }
  return { available: false, reason: 'the model has no prediction for this match yet' };
}

function getMarkets(facts: MatchFacts, args: ToolResult): ToolResult {
  const market = args.market as MarketName;
  if (!MARKETS.includes(market)) return { error: `market must be one of ${MARKETS.join(', ')}` };
  const found = marketsFor(facts, args.basis);
  if (!found) return unavailable(facts);
  const { markets: m, basis } = found;
  const team = args.team === undefined ? null : side(facts, args.team);
  if (args.team !== undefined && !team) return badTeam(facts);
  const wantedLine = typeof args.line === 'number' ? args.line : null;
  const base = { market, basis, teams: { home: facts.match.home, away: facts.match.away } };
  const pick = <T extends { line: number }>(list: T[], fallback: (l: T) => boolean) => {
    if (wantedLine === null) return list.filter(fallback);
    return list.filter((l) => Math.abs(l.line - wantedLine) < 1e-9);
  };
  const sides = (s: Side | null): Side[] => (s ? [s] : ['home', 'away']);
  const halfLine = (l: { line: number }) => Math.abs((l.line % 1) - 0.5) < 1e-9;

  switch (market) {
    case 'result':
      return {
        ...base,
        home: price(m.result.home),
        draw: price(m.result.draw),
        away: price(m.result.away),
      };
    case 'double_chance':
      return {
        ...base,
        home_or_draw: price(m.result.doubleChance.homeOrDraw),
        home_or_away: price(m.result.doubleChance.homeOrAway),
        draw_or_away: price(m.result.doubleChance.drawOrAway),
      };
    case 'draw_no_bet':
      return {
        ...base,
        home: price(m.result.drawNoBet.home),
        away: price(m.result.drawNoBet.away),
      };
    case 'expected_goals':
      return {
        ...base,
        home: num(m.expectedGoals.home),
        away: num(m.expectedGoals.away),
        total: num(m.expectedGoals.total),
      };
    case 'totals': {
      const lines = pick(m.totals, (l) => halfLine(l) && l.line <= 5.5).map(overUnder);
      return lines.length
        ? { ...base, lines }
        : { error: 'no such line; totals run 0.5 to 6.5 in quarter steps' };
    }
    case 'team_totals': {
      const result: ToolResult = { ...base };
      for (const s of sides(team)) result[s] = pick(m.teamTotals[s], () => true).map(overUnder);
      return result;
    }
    case 'asian_handicap': {
      // The team's own line: away +0.75 is the home side's −0.75.
      const result: ToolResult = { ...base };
      for (const s of sides(team)) {
        result[s] = m.asianHandicaps
          .filter((h) => {
            const own = s === 'home' ? h.line : -h.line;
            return wantedLine === null
              ? Number.isInteger(own * 2) && Math.abs(own) <= 1.5
              : Math.abs(own - wantedLine) < 1e-9;
          })
          .map((h) => ({ line: s === 'home' ? h.line : -h.line, ...line(h[s]) }));
      }
      return result;
    }
    case 'european_handicap':
      return {
        ...base,
        note: 'line = goals added to the home side',
        lines: pick(m.europeanHandicaps, () => true).map((h) => ({
          line: h.line,
          home: price(h.home),
          draw: price(h.draw),
          away: price(h.away),
        })),
      };
    case 'both_teams_to_score':
      return { ...base, yes: price(m.bothTeamsToScore.yes), no: price(m.bothTeamsToScore.no) };
    case 'clean_sheet':
    case 'win_to_nil': {
      const source = market === 'clean_sheet' ? m.cleanSheet : m.winToNil;
      const result: ToolResult = { ...base };
      for (const s of sides(team)) result[s] = price(source[s]);
      return result;
    }
    case 'winning_margin':
      return {
        ...base,
        home_by: [
          ...m.winningMargins.homeBy.map(price),
          { '4_or_more': price(m.winningMargins.homeBy4Plus) },
        ],
        away_by: [
          ...m.winningMargins.awayBy.map(price),
          { '4_or_more': price(m.winningMargins.awayBy4Plus) },
        ],
        score_draw: price(m.winningMargins.scoreDraw),
        goalless_draw: price(m.winningMargins.noScoreDraw),
      };
    case 'odd_even':
      return { ...base, odd: price(m.oddEvenGoals.odd), even: price(m.oddEvenGoals.even) };
    case 'exact_scores':
      return {
        ...base,
        most_likely_first: m.exactScores.map((s) => ({
          home: s.homeGoals,
          away: s.awayGoals,
          probability: pct(s.probability),
          fair_odds: odds(s.fairOdds),
        })),
      };
  }
}

function getLiveState(facts: MatchFacts): ToolResult {
  const { status, minute, score } = facts.match;
  const live = facts.knowledge?.live;
  if (status !== 'live' || !live) {
    return {
      status,
      live: false,
      ...(score ? { score } : {}),
      note: status === 'scheduled' ? 'the match has not started' : `the match is ${status}`,
    };
  }
  return {
    status,
    live: true,
    minute: live.minute ?? minute,
    period: live.period,
    score: live.score,
    red_cards: live.redCards,
    goals_still_expected: {
      home: num(live.remaining.expectedGoals.home),
      away: num(live.remaining.expectedGoals.away),
      total: num(live.remaining.expectedGoals.total),
    },
    next_goal: {
      home: price(live.nextGoal.home),
      none: price(live.nextGoal.none),
      away: price(live.nextGoal.away),
    },
    final_result_from_here: {
      home: price(live.final.result.home),
      draw: price(live.final.result.draw),
      away: price(live.final.result.away),
    },
  };
}

function getHalfTime(facts: MatchFacts): ToolResult {
  const ht = facts.knowledge?.halfTime;
  if (!ht) return unavailable(facts);
  return {
    basis: 'pre-match',
    expected_goals: {
      home: num(ht.expectedGoals.home),
      away: num(ht.expectedGoals.away),
      total: num(ht.expectedGoals.total),
    },
    result: {
      home: price(ht.result.home),
      draw: price(ht.result.draw),
      away: price(ht.result.away),
    },
    totals: ht.totals
      .filter((t) => Math.abs((t.line % 1) - 0.5) < 1e-9 && t.line <= 2.5)
      .map(overUnder),
    both_teams_to_score: { yes: price(ht.bothTeamsToScore.yes), no: price(ht.bothTeamsToScore.no) },
    exact_scores: ht.exactScores.map((s) => ({
      home: s.homeGoals,
      away: s.awayGoals,
      probability: pct(s.probability),
    })),
    half_time_full_time: ht.halfTimeFullTime.map((c) => ({
      half_time: c.halfTime,
      full_time: c.fullTime,
      ...price(c),
    })),
  };
}

function headToHead(facts: MatchFacts): ToolResult {
  const meetings: MeetingFacts[] = facts.headToHead;
  const wins = { [facts.match.home]: 0, [facts.match.away]: 0 };
  let draws = 0;
  for (const m of meetings) {
    if (m.homeGoals === m.awayGoals) draws++;
    else {
      const winner = m.homeGoals > m.awayGoals ? m.home : m.away;
      wins[winner] = (wins[winner] ?? 0) + 1;
    }
  }
  return { meetings, count: meetings.length, wins, draws };
}

/** A team's points gaps in words the model cannot read the wrong way round. */
function gapsJson(gaps: PointsGapFacts | null): ToolResult | null {
  if (!gaps) return null;
  const { topFour, bottomThree } = gaps;
  return {
    points_behind_leader: gaps.leader,
    top_four: topFour
      ? topFour.inside
        ? { in_top_four: true, points_clear_of_fifth: topFour.points }
        : { in_top_four: false, points_behind_fourth: topFour.points }
      : null,
    bottom_three: bottomThree
      ? bottomThree.inside
        ? { in_bottom_three: true, points_from_safety: bottomThree.points }
        : { in_bottom_three: false, points_above_bottom_three: bottomThree.points }
      : null,
  };
}

function season(facts: MatchFacts, args: ToolResult): ToolResult {
  const s = facts.leagueSeason;
  const team = args.team === undefined ? null : side(facts, args.team);
  if (args.team !== undefined && !team) return badTeam(facts);
  const result: ToolResult = {
    season: facts.season.season,
    basis:
      'league matches finished before this match; say "since the start of the season" or "in the last N", never another span',
    teams_in_league: s.teams,
    table: s.table,
  };
  for (const x of team ? [team] : (['home', 'away'] as const)) {
    result[facts.match[x]] = {
      league_matches_this_season: s.matches[x].length,
      results_newest_first: s.matches[x],
      points_gaps: gapsJson(s.gaps[x]),
      next_match: s.next[x] ?? 'none on record',
    };
  }
  result.reverse_fixture_this_season = s.reverseFixture ?? 'not played yet this season';
  return result;
}

function exactScore(facts: MatchFacts, args: ToolResult): ToolResult {
  const { home, away } = args;
  if (
    !Number.isInteger(home) ||
    !Number.isInteger(away) ||
    (home as number) < 0 ||
    (away as number) < 0
  ) {
    return { error: 'home and away must be whole numbers of goals' };
  }
  const h = home as number;
  const a = away as number;
  const live = args.basis === 'pre_match' ? null : facts.knowledge?.live;
  if (live) {
    if (h < live.score.home || a < live.score.away) {
      return { home: h, away: a, basis: 'now (live)', probability: '0%', note: 'already passed' };
    }
    const listed = live.final.exactScores.find((s) => s.homeGoals === h && s.awayGoals === a);
    return listed
      ? {
          home: h,
          away: a,
          basis: 'now (live)',
          probability: pct(listed.probability),
          fair_odds: odds(listed.fairOdds),
        }
      : { home: h, away: a, basis: 'now (live)', note: 'not among the most likely final scores' };
  }
  const matrix = facts.knowledge?.scoreline ?? facts.scoreline;
  if (!matrix) return unavailable(facts);
  const p = matrix.probabilities[h]?.[a] ?? 0;
  return {
    home: h,
    away: a,
    basis: 'pre-match',
    probability: pct(p),
    fair_odds: odds(p > 0 ? 1 / p : null),
  };
}

/** A leg read as a market ask on the final score, and the words the model is shown it by. */
interface Leg {
  ask: Ask;
  label: string;
}
type Failed = { error: string };

/** Whose names a leg is worded in, and in a past count the side whose matches are counted: a
 * leg's missing team is that side, and the other side has no matches there to be on. */
interface LegFrame {
  names: Record<Side, string>;
  counted?: Side;
}

const KIND_OF_LEG: Record<LegMarket, AskKind> = {
  result: 'result',
  double_chance: 'double_chance',
  draw_no_bet: 'draw_no_bet',
  totals: 'totals',
  team_totals: 'team_totals',
  both_teams_to_score: 'btts',
  clean_sheet: 'clean_sheet',
  win_to_nil: 'win_to_nil',
  winning_margin: 'winning_margin',
  exact_score: 'exact_score',
};
const NEEDS_TEAM = new Set<LegMarket>([
  'double_chance',
  'team_totals',
  'clean_sheet',
  'win_to_nil',
]);
// Only a half line wins or loses outright; a whole or quarter line can push or split.
const isHalfLine = (line: number) =>
  line > 0 && Number.isInteger(line * 2) && !Number.isInteger(line);
const isGoals = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0;

function readLeg(facts: MatchFacts, raw: unknown, n: number, frame: LegFrame): Leg | Failed {
  const fail = (why: string) => ({ error: `leg ${n}: ${why}` });
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return fail('must be an object');
  }
  const leg = raw as ToolResult;
  const market = leg.market as LegMarket;
  if (!LEG_MARKETS.includes(market)) {
    return fail(`market must be one of ${LEG_MARKETS.join(', ')}`);
  }
  if (market === 'draw_no_bet') {
    return fail(
      'draw no bet gives the stake back on a draw, so it has no single win or loss to combine or count; use result or double_chance',
    );
  }
  const named = leg.team === undefined ? undefined : side(facts, leg.team);
  if (named === null) return fail(badTeam(facts).error);
  const { names, counted } = frame;
  if (counted && named && named !== counted) {
    return fail(
      `${facts.match[named]} has no part in ${facts.match[counted]}'s matches; leave team out`,
    );
  }
  const needsTeam = NEEDS_TEAM.has(market) || (market === 'result' && leg.draw !== true);
  const team = named ?? (needsTeam ? counted : undefined);
  if (needsTeam && !team) return fail(`${market} needs a team`);
  if (leg.direction !== undefined && leg.direction !== 'over' && leg.direction !== 'under') {
    return fail('direction must be over or under');
  }
  const direction = leg.direction === 'under' ? 'under' : 'over';
  const teamName = team ? names[team] : '';
  const selection: Selection = team ? { side: team } : {};
  let label: string;

  switch (market) {
    case 'result':
      if (leg.draw === true) selection.draw = true;
      label = team
        ? leg.draw === true
          ? `${teamName} or the draw`
          : `${teamName} to win`
        : 'the draw';
      break;
    case 'double_chance':
      label = `${teamName} or the draw`;
      break;
    case 'totals':
    case 'team_totals': {
      const line = leg.line ?? (market === 'team_totals' ? 0.5 : undefined);
      if (typeof line !== 'number') return fail(`${market} needs a line such as 2.5`);
      if (!isHalfLine(line)) {
        return fail(`a line of ${line} can push or split the stake; use a half line such as 2.5`);
      }
      Object.assign(selection, { line, direction });
      label = `${market === 'team_totals' ? `${teamName} ` : ''}${direction} ${line} goals`;
      break;
    }
    case 'both_teams_to_score':
      if (leg.no === true) selection.direction = 'under';
      label = leg.no === true ? 'not both teams to score' : 'both teams to score';
      break;
    case 'clean_sheet':
      label = `${teamName} clean sheet`;
      break;
    case 'win_to_nil':
      label = `${teamName} to win to nil`;
      break;
    case 'winning_margin': {
      const { margin } = leg;
      if (!Number.isInteger(margin) || (margin as number) < 1) {
        return fail('winning_margin needs a margin of 1 goal or more');
      }
      selection.margin = margin as number;
      if (leg.or_more === true) selection.orMore = true;
      label = `${team ? teamName : 'either team'} to win by ${margin}${leg.or_more === true ? ' or more' : ''}`;
      break;
    }
    case 'exact_score': {
      const { home_goals: h, away_goals: a } = leg;
      if (!isGoals(h) || !isGoals(a)) {
        return fail('exact_score needs home_goals and away_goals, whole numbers of goals');
      }
      selection.score = { home: h, away: a };
      label = `exact score ${names.home} ${h}-${a} ${names.away}`;
      break;
    }
  }
  return { ask: { kind: KIND_OF_LEG[market], selection, when: 'match', form: 'number' }, label };
}

function readLegs(facts: MatchFacts, raw: unknown, frame: LegFrame): Leg[] | Failed {
  if (!Array.isArray(raw) || raw.length === 0) {
    return { error: 'legs must be a list of selections, e.g. [{"market": "totals", "line": 2.5}]' };
  }
  const legs: Leg[] = [];
  for (const [i, item] of raw.entries()) {
    const leg = readLeg(facts, item, i + 1, frame);
    if ('error' in leg) return leg;
    legs.push(leg);
  }
  return legs;
}

/** The legs as one bet: it wins on the scores where every leg wins. */
const together = (legs: Leg[], rest: Omit<Ask, 'kind' | 'parts' | 'form'>): Ask => ({
  kind: 'combination',
  parts: legs.map((l) => l.ask),
  form: 'number',
  ...rest,
});

function combination(facts: MatchFacts, args: ToolResult): ToolResult {
  const { home, away } = facts.match;
  const legs = readLegs(facts, args.legs, { names: { home, away } });
  if ('error' in legs) return legs;
  if (legs.length < 2) return { error: 'a combination needs two legs or more; one: get_markets' };
  const knowledge = facts.knowledge;
  if (!knowledge) return unavailable(facts);
  const when = args.basis === 'pre_match' ? 'pre_match' : 'match';
  // The joint chance sums the grid's cells where all legs win: never the legs' product.
  const joint = chanceOf(together(legs, { selection: {}, when }), knowledge);
  if (!joint.chance) return { error: `this combination cannot be priced (${joint.reason})` };
  return {
    basis: when === 'match' && knowledge.live ? 'now (live)' : 'pre-match',
    teams: { home, away },
    legs: legs.map((leg) => {
      const own = chanceOf({ ...leg.ask, when }, knowledge).chance;
      return { leg: leg.label, ...(own ? price(own) : {}) };
    }),
    all_legs_together: { bet: legs.map((l) => l.label).join(' and '), ...price(joint.chance) },
  };
}

function pastCount(facts: MatchFacts, args: ToolResult): ToolResult {
  const { last, venue } = args;
  const matches = args.matches ?? 'this_season';
  if (matches !== 'this_season' && matches !== 'meetings') {
    return { error: 'matches must be this_season or meetings' };
  }
  if (last !== undefined && (!Number.isInteger(last) || (last as number) < 1)) {
    return { error: 'last must be a whole number of matches, 1 or more' };
  }
  if (venue !== undefined && venue !== 'home' && venue !== 'away') {
    return { error: 'venue must be home or away' };
  }
  const count = last as number | undefined;
  const { home, away } = facts.match;
  const shown = (
    counted: string,
    legs: Leg[],
    result: { hits: number; of: number; matches: unknown[] },
  ) => ({
    matches_counted: counted,
    bet: legs.map((l) => l.label).join(' and '),
    won: result.hits,
    of: result.of,
    ...(result.of > 0 ? { share: pct(result.hits / result.of) } : {}),
    ...(count !== undefined && result.of < count ? { note: `only ${result.of} on record` } : {}),
    matches_won: result.matches,
  });

  if (matches === 'meetings') {
    if (venue !== undefined) return { error: "venue is for a team's matches this season" };
    const legs = readLegs(facts, args.legs, { names: { home, away } });
    if ('error' in legs) return legs;
    const when = 'meetings';
    const result = meetingsCount(
      together(legs, { selection: {}, when, count }),
      facts.headToHead,
      home,
    );
    if (!result) return { error: 'these legs cannot be counted in past results' };
    const span =
      count === undefined
        ? 'the meetings'
        : result.of === 1
          ? 'the last meeting'
          : `the last ${result.of} meetings`;
    return shown(`${span} of ${home} and ${away} on record`, legs, result);
  }

  const counted = side(facts, args.team);
  if (!counted) return badTeam(facts);
  const team = facts.match[counted];
  const other = counted === 'home' ? 'away' : 'home';
  const names = { [counted]: team, [other]: 'the opponent' } as Record<Side, string>;
  const legs = readLegs(facts, args.legs, { names, counted });
  if ('error' in legs) return legs;
  // Each past score is read into this match's sides from the counted team's view.
  const ask = together(legs, {
    selection: { side: counted },
    when: count === undefined ? 'season' : 'last_n',
    count,
    venue: venue as Ask['venue'],
  });
  const result = countInResults(ask, facts.leagueSeason.matches[counted]);
  if (!result) return { error: 'these legs cannot be counted in past results' };
  const at = venue === undefined ? '' : `${venue} `;
  const span =
    count === undefined
      ? `${team}'s ${at}league matches since the start of the season`
      : result.of === 1
        ? `${team}'s last ${at}league match this season`
        : `${team}'s last ${result.of} ${at}league matches this season`;
  return shown(span, legs, result);
}

function trackRecord(facts: MatchFacts): ToolResult {
  const record = facts.trackRecord;
  const model = facts.knowledge?.model ?? null;
  return {
    league: facts.match.league,
    season: facts.season.season,
    this_season:
      record && record.matches > 0
        ? {
            finished_matches_forecast: record.matches,
            favourite_won: record.favouriteWon,
            favourite_won_share: pct(record.favouriteWon / record.matches),
          }
        : 'no finished match of this season had a stored forecast',
    this_forecast: model
      ? {
          certainty: model.uncertainty.level,
          fitted_on: model.basis === 'goals_and_shots' ? 'goals and shots' : 'goals only',
        }
      : 'unknown',
  };
}

function marketComparison(facts: MatchFacts): ToolResult {
  const c = facts.knowledge?.marketComparison;
  if (!c) return { available: false, reason: 'no bookmaker odds on record for this match' };
  const compared = (market: NonNullable<typeof c.result> | NonNullable<typeof c.overUnder25>) => ({
    bookmaker_margin: pct(market.margin),
    outcomes: market.outcomes.map((o) => ({
      outcome: o.outcome,
      odds: o.odds.toFixed(2),
      implied_without_margin: pct(o.market),
      model: pct(o.model),
      difference: pct(o.difference),
    })),
    model_rates_higher: market.modelRatesHigher,
  });
  return {
    source: c.source,
    result: c.result ? compared(c.result) : null,
    over_under_2_5: c.overUnder25 ? compared(c.overUnder25) : null,
  };
}

type Run = (facts: MatchFacts, args: ToolResult) => ToolResult;

// One runner a tool: a tool without one, or one without a tool, fails tsc.
const RUN: Record<ToolName, Run> = {
  get_markets: getMarkets,
  get_live_state: getLiveState,
  get_half_time: getHalfTime,
  get_form: (facts, args) => {
    const s = side(facts, args.team);
    return s ? { ...facts.form[s] } : badTeam(facts);
  },
  get_head_to_head: headToHead,
  get_table_rows: (facts) => ({
    season: facts.season.season,
    [facts.match.home]: facts.season.home,
    [facts.match.away]: facts.season.away,
    tie_breaks_after_points: facts.season.tieBreaks,
  }),
  get_season: season,
  get_strength: (facts) =>
    facts.strength
      ? {
          note: 'elo: league average about 1500; attack/conceded: goals relative to an average side (0.25 = 25% more)',
          [facts.match.home]: facts.strength.home,
          [facts.match.away]: facts.strength.away,
        }
      : unavailable(facts),
  get_market_comparison: marketComparison,
  get_exact_score: exactScore,
  get_combination: combination,
  get_past_count: pastCount,
  get_track_record: trackRecord,
};

const TOOL_NAMES: ReadonlySet<string> = new Set(TOOLS.map((t) => t.function.name));
const isToolName = (name: string): name is ToolName => TOOL_NAMES.has(name);

/** Runs one call; `args` is the model's JSON arguments, already parsed. */
export function runTool(name: string, args: ToolResult, facts: MatchFacts): ToolResult {
  if (!isToolName(name)) {
    return { error: `unknown function ${name}; use one of ${[...TOOL_NAMES].join(', ')}` };
  }
  return RUN[name](facts, args);
}
