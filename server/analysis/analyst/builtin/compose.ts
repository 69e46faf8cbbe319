import type { ChatAttachment } from '../../../../contracts/chat';
import type { Language } from '../../../../contracts/language';
import type { Ask, Reading, Selection, Side } from '../asks/ask';
import { isConversation, isMarketKind, KIND_OF_INTENT } from '../asks/catalogue';
import {
  type Chance,
  chanceOf,
  countInResults,
  meetingsCount,
  type TeamResult,
} from '../asks/selection';
import type { MatchFacts } from '../match-facts';
import type { Entities, Intent, Understanding } from '../understanding/understanding';
import { goalsExplanation, liveLead } from './answers/common';
import {
  lastMatchReply,
  nextMatchAnswer,
  previousMeetingAnswer,
  recordAnswer,
  reverseFixtureAnswer,
  runsAnswer,
  seasonGoalsAnswer,
  standingsAnswer,
} from './answers/season';
import { builtinReply } from './reply';
import { type AsksTexts, asksTexts, type YesNo } from './texts/asks-texts';
import { type Reply, type View, viewOf } from './view';

// A message's asks answered in one reply: one direct sentence an ask, in the order asked, each
// with its number, then at most one shared line of reason. A message with one ask the
// understanding's own topics cover keeps that topic's fuller answer (reply.ts), led by a yes or
// a no when it was a yes/no question. Every figure computed here (a joint chance, a count) is
// returned in `derived`, so the grounding check knows where it came from.

export interface ComposedReply extends Reply {
  /** Figures computed from the facts for this reply (joint chances, counts, implied chances). */
  derived: object[];
}

/** The builtin analyst's whole reply to a message read into asks. */
export function composeReply(
  facts: MatchFacts,
  reading: Reading,
  language: Language,
): ComposedReply {
  const whole = reading.understood;
  const v = viewOf(facts, language);
  const [only] = reading.asks;
  const derived: object[] = [];
  if (reading.asks.length === 1 && only && answeredByTopic(only)) {
    const sameKind = KIND_OF_INTENT.get(whole.intent) === only.kind;
    const topic = builtinReply(facts, sameKind ? whole : understandingOf(only, whole), language);
    const lead = only.form === 'yes_no' ? yesNoLead(v, only, derived) : null;
    if (!lead) return { ...topic, derived };
    // The yes or the no comes first, after where a live match stands.
    const live = liveLead(v);
    const text =
      live && topic.text.startsWith(live)
        ? `${live} ${lead} ${topic.text.slice(live.length).trim()}`
        : `${lead} ${topic.text}`;
    return { ...topic, text, derived };
  }
  const t = asksTexts[language];
  const sentences: string[] = [];
  const attachments: ChatAttachment[] = [];
  // The one shared line of reason: the goals behind the figures, said once at the end.
  const goals = goalsExplanation(v);
  let reason: string | null = null;
  const live = liveLead(v);
  if (live && reading.asks.some((a) => isMarketKind(a.kind) && a.when === 'match'))
    sentences.push(live);
  for (const ask of reading.asks) {
    const direct = directAnswer(v, t, ask, derived);
    if (direct) {
      sentences.push(direct);
      if (isMarketKind(ask.kind) && ask.when === 'match') reason = goals;
      continue;
    }
    // Asks only the understanding's topics answer (form, why, the table…): their own answer;
    // "before kick-off" on a live match is the same answer on the match as it was then.
    const preMatch = ask.when === 'pre_match' && facts.match.status === 'live';
    const topic = preMatch
      ? withLead(
          v.t.beforeKickOff(),
          builtinReply(beforeKickOff(facts), understandingOf(ask, whole), language),
        )
      : builtinReply(facts, understandingOf(ask, whole), language);
    let text = live ? topic.text.replace(live, '').trim() : topic.text;
    if (goals && text.includes(goals)) {
      text = text.replace(goals, '').replace(/\s+/g, ' ').trim();
      reason = goals;
    }
    if (text && !sentences.includes(text)) sentences.push(text);
    for (const picture of topic.attachments)
      if (!attachments.some((a) => a.type === picture.type)) attachments.push(picture);
  }
  if (reason && !saysAlready(sentences.join(' '), reason)) sentences.push(reason);
  return { text: sentences.join(' '), attachments, derived };
}

/** Asks the understanding's topics answer whole: this match, as a number or a yes/no. */
function answeredByTopic(ask: Ask): boolean {
  if (isConversation(ask.kind)) return true;
  if (ask.when !== 'match' || ask.form === 'odds') return false;
  if (ask.kind === 'combination' || ask.kind === 'implied_chance') return false;
  if (ask.kind === 'standings' || ask.kind === 'runs' || ask.kind === 'next_match') return false;

  if (ask.selection.conceded || ask.selection.band || ask.selection.halfTimeFullTime) return false;
  return ask.kind !== 'half_time_full_time';
}

/** "Yes, more likely than not." before a yes/no question's answer, from the selection's chance. */
function yesNoLead(v: View, ask: Ask, derived: object[]): string | null {
  if (ask.kind === 'value' && ask.price !== undefined) {
    // "Is 2.10 value?": yes when the model's chance is above the one the price implies.
    // (The price is of the selection it names: a goals line's, or a side's or the draw's.)
    const kind = ask.selection.line !== undefined ? 'totals' : 'result';
    const model = forward(v, { ...ask, kind });
    return model ? asksTexts[v.language].isValue(model.probability > 1 / ask.price) : null;
  }
  const chance = forward(v, ask);
  if (!chance) return null;
  derived.push(chance);
  return asksTexts[v.language].yesNo(yesNoOf(chance.probability));
}

/** The yes or no a chance answers, by the percentage the answer shows ("50%" is even). */
function yesNoOf(p: number): YesNo {
  const shown = Math.round(p * 100);
  if (shown === 50) return 'even';
  if (shown >= 70) return 'very_likely';
  if (shown >= 55) return 'likely';
  if (shown > 50) return 'just_yes';
  if (shown > 45) return 'just_no';
  return shown > 30 ? 'unlikely' : 'very_unlikely';
}

function forward(v: View, ask: Ask): Chance | null {
  const k = v.facts.knowledge;
  if (!k || (v.facts.match.status !== 'scheduled' && v.facts.match.status !== 'live')) return null;
  return (
    chanceOf(ask, {
      scoreline: k.scoreline,
      halfTime: k.halfTime ?? null,
      live: v.facts.match.status === 'live' ? (k.live ?? null) : null,
    }).chance ?? null
  );
}

/** One ask's direct sentence, or null when a topic's own answer says it better. */
function directAnswer(v: View, t: AsksTexts, ask: Ask, derived: object[]): string | null {
  const season = seasonAnswer(v, ask);
  if (season !== null) return season;
  if (ask.kind === 'implied_chance') return impliedChance(v, t, ask, derived);
  if (ask.kind === 'combination' && ask.when === 'match') return oneBet(v, t, ask, derived);
  if (!isMarketKind(ask.kind)) return null;
  // "How many goals will Chelsea get?" is their expected goals (the topic's answer); "will
  // Chelsea score?" the chance of at least one.
  const howMany =
    (ask.kind === 'team_totals' || ask.kind === 'totals') &&
    ask.selection.line === undefined &&
    !ask.selection.band &&
    ask.form !== 'yes_no';
  if (howMany && (ask.when === 'match' || ask.when === 'pre_match')) return null;
  if (ask.when === 'match' || ask.when === 'pre_match') {
    const chance = forward(v, ask);
    const label = selectionLabel(v, t, ask);
    if (!chance || !label) return null;
    derived.push(chance);
    const p = v.pct(chance.probability);
    if (ask.when === 'pre_match') return t.preMatch(label, p);
    const figure =
      ask.form === 'odds'
        ? t.chanceWithOdds(label, v.odds(chance.fairOdds), p)
        : t.chance(label, p);
    return ask.form === 'yes_no' ? `${t.yesNo(yesNoOf(chance.probability))} ${figure}` : figure;
  }
  return pastAnswer(v, t, ask, derived);
}

function oneBet(v: View, t: AsksTexts, ask: Ask, derived: object[]): string | null {
  const parts = ask.parts ?? [];
  const joint = forward(v, ask);
  const labels = parts.map((p) => selectionLabel(v, t, p));
  if (!joint || labels.some((l) => l === null)) return null;
  derived.push(joint);
  const legs = parts.map((p, i) => {
    const chance = forward(v, p);
    if (chance) derived.push(chance);
    return chance ? t.leg(labels[i] as string, v.pct(chance.probability)) : null;
  });
  const sentence = t.oneBet(
    t.and(labels as string[]),
    v.pct(joint.probability),
    v.odds(joint.fairOdds),
  );
  const lead = ask.form === 'yes_no' ? `${t.yesNo(yesNoOf(joint.probability))} ` : '';
  return `${lead}${sentence} ${legs.every(Boolean) ? t.legs(legs as string[]) : ''}`.trim();
}

function impliedChance(v: View, t: AsksTexts, ask: Ask, derived: object[]): string {
  if (ask.price === undefined || ask.price <= 1) return t.needsPrice();
  const implied = 1 / ask.price;
  derived.push({ implied });
  const sentences = [t.impliedChance(v.decimal(ask.price, 2), v.pct(implied))];
  const selected = { ...ask, kind: 'result' as const, form: 'number' as const };
  const label = selectionLabel(v, t, selected);
  const model = label ? forward(v, selected) : null;
  if (label && model) {
    derived.push(model);
    sentences.push(t.impliedAgainst(label, v.pct(model.probability)));
  }
  return sentences.join(' ');
}

/** The season's own answers (answers/season.ts): standings, runs, fixtures, records, the last
 * result; null for asks they do not cover. */
function seasonAnswer(v: View, ask: Ask): string | null {
  const side = ask.selection.side;
  switch (ask.kind) {
    case 'standings':
      return standingsAnswer(v, ask.standings ?? 'position', side).text;
    case 'runs':
      return runsAnswer(v, side).text;
    case 'next_match':
      return nextMatchAnswer(v, side ?? 'home').text;
    case 'head_to_head':
      if (ask.when === 'season') return reverseFixtureAnswer(v).text;
      if (ask.when === 'last_match') return previousMeetingAnswer(v).text;
      return null;
  }

  if (ask.when === 'season' && !ask.selection.line) {
    if (ask.kind === 'result' && !ask.selection.draw)
      return recordAnswer(v, side ?? 'home', ask.venue).text;
    if (ask.kind === 'team_totals' && !ask.venue) return seasonGoalsAnswer(v, side ?? 'home').text;
  }
  return null;
}

/** A past time frame: the selection counted in the side's finished matches or the meetings. */
function pastAnswer(v: View, t: AsksTexts, ask: Ask, derived: object[]): string | null {
  const side: Side = ask.selection.side ?? 'home';
  if (ask.when === 'last_match') {
    // The last result, with the yes or no of whether the selection came off in it.
    const count = countInResults(ask, seasonResults(v.facts, side));
    if (!count) return null;
    if (count.of > 0) derived.push({ hits: count.hits, of: count.of });
    const says = ask.form === 'yes_no' && count.of > 0 ? count.hits === 1 : null;
    return lastMatchReply(v, side, says).text;
  }
  const label = pastLabel(v, t, ask);
  if (!label) return null;
  if (ask.when === 'meetings') {
    const count = meetingsCount(ask, v.facts.headToHead, v.home);
    if (!count || count.of === 0) return null;
    derived.push({ hits: count.hits, of: count.of });
    return t.counted('meetings', label, count.hits, count.of, null, null);
  }
  const results = seasonResults(v.facts, side);
  if (results.length === 0) return t.noPast(v.name(side));
  const count = countInResults(ask, results);
  if (!count) return null;
  derived.push({ hits: count.hits, of: count.of });

  return t.counted(
    ask.when === 'last_n' ? 'last_n' : 'season',
    label,
    count.hits,
    count.of,
    ask.venue ?? null,
    ask.count ?? null,
  );
}

/** A side's finished league matches this season, newest first. */
function seasonResults(facts: MatchFacts, side: Side): TeamResult[] {
  return facts.leagueSeason.matches[side];
}

/** The selection as a bet is named ("Arsenal to win", "over 2.5 goals"); null if unnamed. */
export function selectionLabel(v: View, t: AsksTexts, ask: Ask): string | null {
  const s: Selection = ask.selection;
  const team = s.side ? v.name(s.side) : null;
  const other = s.side ? v.name(s.side === 'home' ? 'away' : 'home') : null;
  let label: string | null = null;
  switch (ask.kind) {
    case 'result':
      if (ask.period === 'first_half')
        label = team ? t.aheadAtHalf(team) : s.draw ? t.levelAtHalf() : null;
      else label = team ? t.win(team) : s.draw ? t.draw() : null;
      return label;
    case 'double_chance':
      label = team ? t.orDraw(team) : null;
      break;
    case 'draw_no_bet':
      label = team ? t.drawNoBet(team) : null;
      break;
    case 'handicap':
      label = team && s.line !== undefined ? t.handicap(team, v.line(s.line, true)) : null;
      break;
    case 'totals':
      if (s.band) label = t.band(s.band.min, s.band.max);
      else if (s.line !== undefined) label = t.goals(s.direction ?? 'over', v.line(s.line));
      break;
    case 'team_totals':
      if (!team || !other) break;
      if (s.conceded)
        label =
          s.line !== undefined
            ? t.concedesLine(team, s.direction ?? 'over', v.line(s.line))
            : t.concedes(team);
      else
        label =
          s.line !== undefined
            ? t.teamGoals(team, s.direction ?? 'over', v.line(s.line))
            : t.teamScores(team);
      break;
    case 'btts':
      label = t.btts(s.direction !== 'under');
      break;
    case 'clean_sheet':
      label = team ? t.cleanSheet(team) : null;
      break;
    case 'win_to_nil':
      label = team ? t.winToNil(team) : null;
      break;
    case 'winning_margin':
      label = s.margin !== undefined ? t.margin(team, s.margin, s.orMore === true) : null;
      break;
    case 'exact_score':
      label = s.score ? t.exactScore(v.home, v.score(s.score.home, s.score.away), v.away) : null;
      break;
    case 'half_time_full_time': {
      const htft = s.halfTimeFullTime;
      label = htft
        ? t.halfTimeFullTime(
            t.resultWord(htft.halfTime, v.home, v.away),
            t.resultWord(htft.fullTime, v.home, v.away),
          )
        : null;
      return label;
    }
    case 'combination': {
      const labels = (ask.parts ?? []).map((p) => selectionLabel(v, t, p));
      return labels.every(Boolean) ? t.and(labels as string[]) : null;
    }
    default:
      return null;
  }
  return label && ask.period === 'first_half' ? t.firstHalf(label) : label;
}

/** The selection looked back on ("Arsenal kept a clean sheet"); null where it has no past. */
function pastLabel(v: View, t: AsksTexts, ask: Ask): string | null {
  const s = ask.selection;
  const team = v.name(s.side ?? 'home');
  switch (ask.kind) {
    case 'result':
      return s.draw ? t.pastDraw() : t.pastWin(team);
    case 'double_chance':
      return t.pastOrDraw(team);
    case 'totals':
      if (s.band) return t.pastBand(s.band.min, s.band.max);
      return t.pastGoals(s.direction ?? 'over', v.line(s.line ?? 2.5));
    case 'team_totals':
      if (s.conceded) return t.pastConceded(team);
      return s.line !== undefined
        ? t.pastTeamGoals(team, s.direction ?? 'over', v.line(s.line))
        : t.pastTeamScored(team);
    case 'btts':
      return t.pastBtts(s.direction !== 'under');
    case 'clean_sheet':
      return t.pastCleanSheet(team);
    case 'win_to_nil':
      return t.pastWinToNil(team);
    case 'winning_margin':
      return s.margin !== undefined ? t.pastMargin(team, s.margin, s.orMore === true) : null;
    case 'exact_score':
      return s.score ? t.pastScore(v.score(s.score.home, s.score.away)) : null;
    default:
      return null;
  }
}

// The understanding's intent for an ask answered by a topic's own answer.
const INTENT_OF_KIND: Partial<Record<Ask['kind'], Intent>> = {
  standings: 'table',
  runs: 'form',
  next_match: 'match_status',
  combination: 'overview',
  half_time_full_time: 'half_time',
  implied_chance: 'value',
};

/** An ask as the understanding would have read it alone, for reply.ts's topic answers. */
function understandingOf(ask: Ask, whole: Understanding): Understanding {
  const s = ask.selection;
  const entities: Entities = {};
  if (s.side) entities.team = s.side;
  if (s.draw) entities.draw = true;
  if (s.line !== undefined) entities.line = s.line;
  if (s.direction) entities.direction = s.direction;
  if (s.margin !== undefined) entities.margin = s.margin;
  if (s.score) entities.score = s.score;
  if (ask.period) entities.period = ask.period;
  if (ask.price !== undefined) entities.price = ask.price;
  if (ask.otherClub) entities.otherClub = ask.otherClub;
  const intent: Intent =
    INTENT_OF_KIND[ask.kind] ??
    (ask.kind === 'result' && ask.period === 'first_half' ? 'half_time' : (ask.kind as Intent));
  return { intent, confidence: 1, entities, language: whole.language };
}

/** Every figure of `line` is already in `text` (the totals answer states the expected goals). */
const saysAlready = (text: string, line: string) =>
  (line.match(/\d+(?:[.,]\d+)?/g) ?? []).every((figure) => text.includes(figure));

/** The facts of a live match as they were at kick-off: its pre-match markets, no live block. */
function beforeKickOff(facts: MatchFacts): MatchFacts {
  const knowledge = facts.knowledge ? { ...facts.knowledge, live: null } : null;
  return {
    ...facts,
    match: { ...facts.match, status: 'scheduled', minute: null, score: null },
    knowledge,
  };
}

const withLead = (lead: string, reply: Reply): Reply => ({
  ...reply,
  text: `${lead} ${reply.text}`,
});
