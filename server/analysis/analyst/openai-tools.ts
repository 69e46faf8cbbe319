import type { LineMarket, Markets, OverUnder, Priced } from '../markets';
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
const noParameters = { type: 'object', properties: {}, additionalProperties: false };

function tool(name: string, description: string, parameters: JsonSchema = noParameters) {
  return { type: 'function' as const, function: { name, description, parameters } };
}

export const TOOLS: ToolDefinition[] = [
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
    },
    required: ['home', 'away'],
    additionalProperties: false,
  }),
];

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

type Side = 'home' | 'away';
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
  const live = facts.knowledge?.live;
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

/** Runs one call; `args` is the model's JSON arguments, already parsed. */
export function runTool(name: string, args: ToolResult, facts: MatchFacts): ToolResult {
  switch (name) {
    case 'get_markets':
      return getMarkets(facts, args);
    case 'get_live_state':
      return getLiveState(facts);
    case 'get_half_time':
      return getHalfTime(facts);
    case 'get_form': {
      const s = side(facts, args.team);
      return s ? { ...facts.form[s] } : badTeam(facts);
    }
    case 'get_head_to_head':
      return headToHead(facts);
    case 'get_table_rows':
      return {
        season: facts.season.season,
        [facts.match.home]: facts.season.home,
        [facts.match.away]: facts.season.away,
        tie_breaks_after_points: facts.season.tieBreaks,
      };
    case 'get_season':
      return season(facts, args);
    case 'get_strength':
      return facts.strength
        ? {
            note: 'elo: league average about 1500; attack/conceded: goals relative to an average side (0.25 = 25% more)',
            [facts.match.home]: facts.strength.home,
            [facts.match.away]: facts.strength.away,
          }
        : unavailable(facts);
    case 'get_market_comparison': {
      const c = facts.knowledge?.marketComparison;
      if (!c) return { available: false, reason: 'no bookmaker odds on record for this match' };
      const compared = (
        market: NonNullable<typeof c.result> | NonNullable<typeof c.overUnder25>,
      ) => ({
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
    case 'get_exact_score':
      return exactScore(facts, args);
    default:
      return {
        error: `unknown function ${name}; use one of ${TOOLS.map((t) => t.function.name).join(', ')}`,
      };
  }
}
