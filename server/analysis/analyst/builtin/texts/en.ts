// The builtin analyst's English sentences. Every figure arrives formatted (view.ts), so these
// only put words around it; es.ts has the same sentences in Spanish.

type Dir = 'over' | 'under';
type Tier = 'sure' | 'leans' | 'open';
type Verdict = 'expected' | 'surprise' | 'upset';
/** How a figure compares with another as both are written (view.ts orderOf). */
export type Order = 'higher' | 'level' | 'lower';

const RESULT_LETTERS = (sequence: string) => sequence || '–';

const ORDINAL_SUFFIX = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return 'th';
  return ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
};

/** "Arsenal to win", or the draw when no team is given. */
const pick = (team: string | null) => (team ? `${team} to win` : 'a draw');

const DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const TIME = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

export const en = {
  // Where the match stands
  liveLead: (minute: string, home: string, score: string, away: string) =>
    `Live, ${minute}': ${home} ${score} ${away}.`,
  liveNow: (minute: string | null, home: string, score: string, away: string) =>
    minute === null
      ? `It is being played now: ${home} ${score} ${away}.`
      : `It is being played now: ${home} ${score} ${away} at ${minute}'.`,
  fullTime: (home: string, score: string, away: string) => `Full time: ${home} ${score} ${away}.`,
  finishedNoScore: (home: string, away: string) =>
    `${home} v ${away} has finished; I have no score for it on record.`,
  postponed: (home: string, away: string) =>
    `${home} v ${away} has been postponed and has no new date yet, so the model has no figures for it until it is rescheduled.`,
  kickOff: (home: string, away: string, when: string) =>
    `${home} v ${away} kicks off on ${when} (UTC).`,
  dateTime: (iso: string) =>
    `${DAY.format(new Date(iso)).replace(',', '')} at ${TIME.format(new Date(iso))}`,
  noModel: (home: string, away: string, league: string) =>
    `The model has no figures for ${home} v ${away} yet: ${league} has too few finished matches on record.`,
  noLiveHalfTime: () =>
    'The match is under way and my half-time figures are from before kick-off, so here is how it looks now instead.',
  noSecondHalf: () =>
    'I have figures for the first half and for the whole match, not for the second half alone; for the whole match:',

  // Lists and labels
  list: (items: string[]) => `${items.join(', ')}.`.replace(/^./, (c) => c.toUpperCase()),
  plainItem: (label: string, p: string) => `${label} ${p}`,
  winItem: (team: string, p: string) => `${team} win ${p}`,
  drawItem: (p: string) => `draw ${p}`,
  drawWord: () => 'draw',
  orDrawItem: (team: string, p: string) => `${team} or draw ${p}`,
  eitherItem: (home: string, away: string, p: string) => `${home} or ${away} ${p}`,
  scoreItem: (score: string, p: string) => `${score} (${p})`,
  aheadItem: (team: string, p: string) => `${team} ahead ${p}`,
  levelItem: (p: string) => `level ${p}`,

  // Who wins
  favourite: (team: string, p: string, now: boolean) =>
    now
      ? `${team} are now the favourites, with a ${p} chance to win.`
      : `${team} are the favourites, with a ${p} chance to win.`,
  winChance: (team: string, p: string, now: boolean) =>
    now ? `${team}'s chance to win is now ${p}.` : `${team}'s chance to win is ${p}.`,
  drawChance: (p: string, now: boolean) =>
    now ? `The chance of a draw is now ${p}.` : `The chance of a draw is ${p}.`,
  drawMostLikely: (p: string) => `A draw is the single most likely result, at ${p}.`,
  closeCall: (home: string, draw: string, away: string) =>
    `It is close to call: ${home}, ${draw}, ${away}.`,
  expectedGoals: (home: string, hx: string, away: string, ax: string) =>
    `Expected goals: ${home} ${hx}, ${away} ${ax}.`,
  goalsToCome: (total: string, home: string, hx: string, away: string, ax: string) =>
    `Goals still expected: ${total} (${home} ${hx}, ${away} ${ax}).`,
  doubleChance: (team: string, p: string) => `${team} win or draw (double chance): ${p}.`,
  doubleChanceAll: (a: string, b: string, c: string) => `Double chance: ${a}, ${b}, ${c}.`,
  drawNoBet: (team: string, p: string, fairOdds: string) =>
    `Draw no bet on ${team}: ${p} (fair odds ${fairOdds}).`,
  drawNoBetAll: (a: string, b: string) => `Draw no bet: ${a}, ${b}.`,
  stakeBackOnDraw: (p: string) => `The stake comes back on a draw, which has ${p}.`,
  handicapLines: () => 'I have Asian handicaps from -3 to +3 in quarter-goal steps.',
  balancedHandicap: (
    home: string,
    homeLine: string,
    homeOdds: string,
    away: string,
    awayLine: string,
    awayOdds: string,
  ) =>
    `The most even Asian handicap is ${home} ${homeLine} (fair odds ${homeOdds}) against ${away} ${awayLine} (${awayOdds}).`,
  halfLineBet: (label: string, p: string, fairOdds: string) =>
    `${label}: ${p} (fair odds ${fairOdds}).`,
  splitLineBet: (label: string, shares: string, fairOdds: string) =>
    `${label}: ${shares} (fair odds ${fairOdds}).`,
  settleWin: (p: string) => `wins ${p}`,
  settleHalfWin: (p: string) => `half wins ${p}`,
  settlePush: (p: string) => `stake back ${p}`,
  settleHalfLoss: (p: string) => `half loses ${p}`,
  settleLoss: (p: string) => `loses ${p}`,
  marginBy: (team: string, margin: string, exactly: string, orMore: string | null) =>
    margin === '1'
      ? `${team} to win by exactly 1 goal: ${exactly}${orMore ? `; by any margin: ${orMore}` : ''}.`
      : `${team} to win by exactly ${margin} goals: ${exactly}${orMore ? `; by ${margin} or more: ${orMore}` : ''}.`,
  marginFourPlus: (team: string, p: string) => `${team} to win by 4 goals or more: ${p}.`,
  marginSpread: (team: string, by1: string, by2: string, by3: string | null) =>
    `${team} win by 1 goal ${by1}, by 2 goals ${by2}${by3 ? `, by 3 or more ${by3}` : ''}.`,
  winToNil: (team: string, p: string) => `${team} to win to nil: ${p}.`,
  winToNilAll: (a: string, b: string) => `Win to nil: ${a}, ${b}.`,
  winAndCleanSheet: (team: string, win: string, cleanSheet: string) =>
    `${team} win ${win} of the time and keep a clean sheet ${cleanSheet}.`,

  // Goals
  overUnderLabel: (dir: Dir, line: string | null, subject: string | null) =>
    [subject, dir === 'over' ? 'over' : 'under', line, line ? 'goals' : null]
      .filter(Boolean)
      .join(' ')
      .replace(/^./, (c) => c.toUpperCase()),
  overUnder: (label: string, p: string, otherLabel: string, otherP: string) =>
    `${label}: ${p} (${otherLabel.toLowerCase()}: ${otherP}).`,
  goalsExpected: (total: string, home: string, hx: string, away: string, ax: string) =>
    `The model expects ${total} goals: ${home} ${hx}, ${away} ${ax}.`,
  goalsToComeFirst: (total: string) => `The model expects ${total} more goals from here.`,
  totalLines: (from: string, to: string) => `I have goal lines from ${from} to ${to}.`,
  teamLines: (from: string, to: string) => `I have team goal lines from ${from} to ${to}.`,
  teamGoalsExpected: (team: string, x: string) => `${team} are expected to score ${x} goals.`,
  teamGoalsToCome: (team: string, x: string) => `${team} are expected to add ${x} goals from here.`,
  teamScores: (team: string, p: string) => `${team} score at least once: ${p}.`,
  alreadyScored: (team: string) => `${team} have already scored.`,
  stillToScore: (team: string, p: string) => `${team} score at least once: ${p}.`,
  btts: (yes: string, no: string) => `Both teams to score: ${yes} (no: ${no}).`,
  bttsNo: (no: string, yes: string) =>
    `At least one team failing to score: ${no} (both score: ${yes}).`,
  eachScores: (home: string, hp: string, away: string, ap: string) =>
    `${home} score at least once ${hp} of the time, ${away} ${ap}.`,
  cleanSheet: (team: string, p: string) => `${team} keep a clean sheet: ${p}.`,
  cleanSheetAll: (a: string, b: string) => `Clean sheets: ${a}, ${b}.`,
  mostLikelyScore: (score: string, p: string) => `The most likely score is ${score}, at ${p}.`,
  mostLikelyFinalScore: (score: string, p: string) =>
    `The most likely final score is now ${score}, at ${p}.`,
  thenScores: (items: string[]) => `Then ${items.join(' and ')}.`,
  noScoreLikely: () => 'No single score is likely on its own.',
  scoreChance: (score: string, p: string) => `${score}: ${p}.`,
  topScore: () => 'That is the most likely score of all.',
  scoreGone: (score: string) => `${score} can no longer happen: the score has already passed it.`,
  scoreNotListed: (score: string) => `${score} is not among the most likely final scores now.`,
  nextGoal: (home: string, away: string, none: string) =>
    `Next goal: ${home}, ${away}, no more goals ${none}.`,
  nextGoalTeam: (team: string, p: string) => `${team} to score the next goal: ${p}.`,
  goalsOverview: (total: string, over: string | null, btts: string) =>
    `It expects ${total} goals${over ? `, over 2.5 at ${over}` : ''}, both teams to score ${btts}.`,

  // The first half
  firstHalf: () => 'first-half',
  halfTimeResult: (home: string, level: string, away: string) =>
    `At half-time: ${home}, ${level}, ${away}.`,
  halfTimeAhead: (team: string, p: string) => `${team} ahead at half-time: ${p}.`,
  halfTimeLevel: (p: string) => `Level at half-time: ${p}.`,
  halfTimeFullTime: (double: string, p: string) =>
    `The most likely half-time/full-time is ${double}, at ${p}.`,
  halfTimeExpected: (home: string, hx: string, away: string, ax: string) =>
    `First-half expected goals: ${home} ${hx}, ${away} ${ax}.`,
  halfTimeBtts: (p: string) => `Both teams to score in the first half: ${p}.`,
  halfTimeTopScore: (score: string, p: string) =>
    `The most likely half-time score is ${score}, at ${p}.`,
  halfTimeScore: (score: string, p: string) => `${score} at half-time: ${p}.`,
  halfTimeScoreNotListed: (score: string) =>
    `${score} is not among the most likely half-time scores.`,
  halfTimeLines: (lines: string[]) => `First-half goal lines I have: ${lines.join(', ')}.`,

  // Form, meetings, table, ratings
  formSequence: RESULT_LETTERS,
  form: (
    team: string,
    n: string,
    sequence: string,
    points: string,
    max: string,
    scored: string,
    conceded: string,
  ) =>
    `${team}, last ${n} league matches: ${sequence} (most recent first), ${points} of ${max} points, ${scored} scored and ${conceded} conceded.`,
  noForm: (team: string) => `${team} have no finished league matches on record.`,
  neverMet: (home: string, away: string) =>
    `${home} and ${away} have not met in the matches on record.`,
  meetings: (n: string, home: string, hw: string, away: string, aw: string, draws: string) =>
    `In their last ${n} meetings ${home} won ${hw}, ${away} won ${aw} and ${draws} ended level.`,
  oneMeeting: (date: string, result: string) =>
    `They have met once on record, on ${date}: ${result}.`,
  lastMeeting: (date: string, result: string) => `The latest, on ${date}: ${result}.`,
  ordinal: (n: number) => `${n}${ORDINAL_SUFFIX(n)}`,
  tableRow: (
    team: string,
    position: string,
    points: string,
    played: string,
    won: string,
    drawn: string,
    lost: string,
    difference: string,
  ) =>
    `${team} are ${position} with ${points} points from ${played} matches (${won} won, ${drawn} drawn, ${lost} lost, goal difference ${difference}).`,
  tableRowShort: (team: string, position: string, points: string, played: string) =>
    `${team} are ${position} with ${points} points from ${played}.`,
  noTableRow: (team: string) => `${team} have not played a league match this season yet.`,
  eloRatings: (a: string, ea: string, b: string, eb: string) =>
    `Elo ratings: ${a} ${ea}, ${b} ${eb}.`,
  notRated: () => 'not rated yet',
  relativeStrength: (team: string, attack: string, conceded: string) =>
    `${team} score ${attack} and concede ${conceded} compared with an average side.`,
  noRatings: () => 'The model has no team ratings for this match yet.',

  // Why, how sure, the market
  whyResult: (team: string, own: string, other: string, atHome: boolean, order: Order) =>
    `${team} ${order === 'higher' ? 'lead' : order === 'lower' ? 'trail' : 'are level'} on expected goals, ${order === 'level' ? `${own} each` : `${own} against ${other}`}${atHome ? ', with home advantage' : ''}.`,
  /** `also`: the expected goals said the same (whyResult's order). */
  whyElo: (team: string, own: string, other: string, order: Order, also: boolean) =>
    order === 'level'
      ? `On Elo they are ${also ? 'also ' : ''}level, ${own} each.`
      : `${team} ${also ? 'also ' : ''}rate ${order} on Elo: ${own} against ${other}.`,
  whyForm: (home: string, hp: string, hmax: string, away: string, ap: string, amax: string) =>
    `Recent form: ${home} ${hp} of ${hmax} points, ${away} ${ap} of ${amax}.`,
  whyGoals: (hx: string, home: string, ax: string, away: string) =>
    `The goals come from each side's attack against the other's defence: ${hx} expected for ${home}, ${ax} for ${away}.`,
  beforeKickOff: () => 'Before kick-off the model saw it this way.',
  resultsOnly: (shots: boolean): string =>
    shots
      ? 'The model knows past scores and shots on target only, not injuries, line-ups or news.'
      : 'The model knows past results only, not injuries, line-ups or news.',
  confidence: (tier: Tier, team: string | null, p: string) =>
    tier === 'sure'
      ? `Fairly sure: its most likely result, ${pick(team)}, has ${p}.`
      : tier === 'leans'
        ? `It leans one way without being sure: its most likely result, ${pick(team)}, has ${p}.`
        : `Not very sure: its most likely result, ${pick(team)}, has only ${p}, so it misses more often than not.`,
  modelCertainty: (level: 'high' | 'medium' | 'low', shots: boolean) =>
    `${
      level === 'high'
        ? 'The ratings behind these chances are well established: their uncertainty moves them by only a few points'
        : level === 'medium'
          ? 'The ratings behind these chances carry some uncertainty: they could move by several points either way'
          : 'The ratings behind these chances are uncertain (few matches, or its two models disagree), so take them loosely'
    }; ${shots ? 'they rest on goals and shots on target' : 'they rest on goals only, as this source gives no shots'}.`,
  topScoreOnly: (score: string, p: string) =>
    `Even the most likely score, ${score}, has only ${p}.`,
  trackRecord: (league: string, n: string, won: string, p: string) =>
    `Its track record this season (${league}): its favourite won ${won} of ${n} matches (${p}).`,
  noOdds: () => 'I have no bookmaker odds for this match to compare with.',
  noLiveOdds: () =>
    'The odds I have are from before kick-off, so they no longer compare with the live figures.',
  marketImplies: (margin: string, list: string) =>
    `The bookmaker's odds (margin ${margin}) imply: ${list}`,
  modelSays: (list: string) => `The model says: ${list}`,
  modelHigher: (label: string, points: string) =>
    `The model rates ${label} ${points} percentage points higher than the market.`,
  /** `close`: one outcome is higher, by less than half a point. */
  modelNotHigher: (close: boolean): string =>
    close
      ? 'The model rates no outcome clearly higher than the market.'
      : 'The model rates no outcome higher than the market.',
  overMarket: (market: string, model: string) =>
    `Over 2.5 goals: market ${market}, model ${model}.`,
  notAdvice: () => 'This is information, not betting advice.',
  theDraw: (): string => 'the draw',
  goalsLine: (direction: 'over' | 'under', line: string) => `${direction} ${line} goals`,
  quotedPrice: (selection: string, model: string, price: string, implied: string) =>
    `For ${selection} the model gives ${model}; a price of ${price} implies ${implied}.`,
  /** `order`: the model's chance against the one the price implies. */
  quotedPriceValue: (order: Order): string =>
    order === 'higher'
      ? 'By the model, that price pays more than the chance is worth: value.'
      : order === 'level'
        ? 'By the model, that price pays about what the chance is worth: no clear value.'
        : 'By the model, that price pays less than the chance is worth: no value.',

  // Conversation
  hello: () => 'Hi!',
  canAnswer: (home: string, away: string) =>
    `Ask me about ${home} v ${away}: who wins, goals (over/under, both teams to score, exact scores), half-time, handicaps, form, head-to-head, the table, team strength, or the model against the bookmakers.`,
  cannotKnowList: () =>
    "I don't know line-ups, injuries, the referee, the weather or players: only past results and the model's numbers.",
  welcome: (home: string, away: string) =>
    `You're welcome! Ask me anything else about ${home} v ${away}.`,
  cannotKnow: () =>
    "I can't know that: line-ups, injuries, suspensions, the referee, the weather and individual players are beyond what I have, which is past results and the model's numbers.",
  whatICanSay: (team: string | null, p: string) =>
    `What I can say: the most likely result is ${pick(team)}, at ${p}.`,
  offTopic: (home: string, away: string) =>
    `I can only help with ${home} v ${away}: ask me who wins, about goals, form or the table.`,
  abuse: (home: string, away: string) =>
    `Let's keep it friendly. I'm here to help with ${home} v ${away} whenever you like.`,
  injection: (home: string, away: string) =>
    `I can't do that. I only answer questions about ${home} v ${away} from the model's numbers.`,
  noBettingAdvice: () => "I can't tell you what or how much to bet, and there is no sure bet.",
  noSureBet: (team: string | null, p: string) =>
    `Even the likeliest result, ${team ? `${team} winning` : 'a draw'}, has ${p}.`,
  responsibleGambling: () =>
    'If you bet, only stake what you can afford to lose; if it stops being fun, BeGambleAware.org can help.',
  notUnderstood: (home: string, away: string) =>
    `I didn't quite get that. I can tell you about ${home} v ${away}: who wins, goals, likely scores, half-time, form, head-to-head, the table or team strength.`,
  otherClub: (club: string, home: string, away: string) =>
    `This chat is about ${home} v ${away}, so I have no figures for ${club} here; open their match from the match list.`,

  // After the final whistle
  noPrematch: () => 'The model had no prediction for it before kick-off.',
  reviewResult: (
    verdict: Verdict,
    outcome: string | null,
    p: string,
    top: string | null,
    topP: string,
  ) =>
    verdict === 'expected'
      ? `That was the model's most likely result: it had ${pick(outcome)} at ${p} before kick-off.`
      : verdict === 'upset'
        ? `An upset: the model had ${pick(outcome)} at only ${p}, and ${pick(top)} at ${topP}.`
        : `Not the model's pick: it had ${pick(outcome)} at ${p}, behind ${pick(top)} at ${topP}.`,
  reviewGoals: (home: string, hx: string, away: string, ax: string, scoreP: string | null) =>
    `It expected ${hx} goals for ${home} and ${ax} for ${away}${scoreP ? `, and gave this exact score ${scoreP}` : ''}.`,

  // What a market means, for "what does draw no bet mean?" (before its figures)
  meaning: {
    double_chance:
      'Double chance covers two of the three results: a team to win or draw, or either team to win.',
    draw_no_bet: 'Draw no bet backs a team to win, with the stake returned if the match is drawn.',
    handicap:
      'A handicap gives one team a head start or a deficit in goals before kick-off; at minus one and a half they must win by two or more.',
    totals:
      'Over/under is the total number of goals in the match against a line: over two and a half means three goals or more.',
    team_totals:
      "A team's goals line counts only that team's goals: over one and a half means they score twice or more.",
    btts: 'Both teams to score (BTTS, or GG) means each team scores at least once, whoever wins.',
    clean_sheet: 'A clean sheet means a team concedes no goal.',
    win_to_nil: 'Win to nil means a team wins without conceding a goal.',
    winning_margin: 'The winning margin is by how many goals the winner wins.',
    exact_score: 'Correct score is the exact final score, home goals first.',
    value:
      "Value means the bookmaker's odds pay more than the model's chance is worth: the fair odds are one divided by the chance.",
  } as Partial<Record<string, string>>,
};

export type Texts = typeof en;
