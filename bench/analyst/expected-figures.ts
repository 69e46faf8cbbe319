import type { Language } from '../../contracts/language';
import { goals, percent } from '../../server/analysis/analyst/format';
import type { MatchFacts } from '../../server/analysis/analyst/match-facts';
import type { Markets, OverUnder } from '../../server/analysis/markets';
import type { BenchQuestion } from './question-set';

// The figures an answer to a bench question must carry, read straight from the knowledge
// layer for the question's expected intent and entities (questions.txt), never from the
// analyst: a question misunderstood, or answered with another number, misses them. Written
// as the app writes figures (format.ts: 47%, 1.62 / 1,62). An empty list: nothing to check
// (a greeting, a postponed match's market question, a handicap with no line).

type Side = 'home' | 'away';

const atLine = (lines: readonly OverUnder[], line: number) =>
  lines.find((l) => Math.abs(l.line - line) < 1e-9);

const favourite = (m: Markets) => {
  const r = m.result;
  const side: Side = r.away.probability > r.home.probability ? 'away' : 'home';
  return r.draw.probability > r[side].probability ? r.draw.probability : r[side].probability;
};

export function expectedFigures(q: BenchQuestion, facts: MatchFacts): string[] {
  const language: Language = q.language;
  const pct = (p: number) => percent(p, language);
  const e = q.entities;
  const k = facts.knowledge;
  const status = facts.match.status;
  const live = status === 'live' ? (k?.live ?? null) : null;

  // A club outside the match: this chat has no figures for it.
  if (e.otherClub) return [];
  // What the recorded results say, on any match.
  const side: Side = e.team ?? 'home';
  switch (q.intent) {
    case 'form': {
      const f = facts.form[side];
      return f.matches.length ? [`${f.points}`, `${f.maxPoints}`] : [];
    }
    case 'head_to_head':
      return facts.headToHead.length ? [`${facts.headToHead.length}`] : [];
    case 'table': {
      const row = facts.season[side];
      return row ? [`${row.points}`] : [];
    }
    case 'strength': {
      const elo = facts.strength?.[side].elo;
      return elo === undefined || elo === null ? [] : [`${Math.round(elo)}`];
    }
    case 'match_status':
      if (live) return [`${live.minute}`];
      return status === 'scheduled' ? [facts.match.kickoff.slice(11, 16)] : [];
    default:
      break;
  }

  // Everything else needs the model's markets: none on a postponed match or without a model.
  const m = status === 'live' ? live?.final : status === 'scheduled' ? k?.markets : undefined;
  if (!m || !k) return [];
  const firstHalf = e.period === 'first_half' && !live;
  const h = k.halfTime;

  switch (q.intent) {
    case 'result':
    case 'live': {
      if (firstHalf) {
        if (e.team) return [pct(h.result[e.team].probability)];
        return [pct(h.result.draw.probability)];
      }
      if (e.team) return [pct(m.result[e.team].probability)];
      if (e.draw) return [pct(m.result.draw.probability)];
      return [pct(favourite(m))];
    }
    case 'double_chance': {
      const dc = m.result.doubleChance;
      if (e.team === 'away') return [pct(dc.drawOrAway.probability)];
      return [pct(dc.homeOrDraw.probability)];
    }
    case 'draw_no_bet':
      return [pct(m.result.drawNoBet[side].probability)];
    case 'handicap': {
      if (e.line === undefined) return [];
      const homeLine = side === 'home' ? e.line : -e.line;
      const entry = m.asianHandicaps.find((a) => Math.abs(a.line - homeLine) < 1e-9);
      return entry ? [pct(entry[side].settlement.win)] : [];
    }
    case 'totals': {
      if (firstHalf) {
        const t = atLine(h.totals, e.line ?? 1.5);
        return t ? [pct(t[e.direction ?? 'over'].settlement.win)] : [];
      }
      if (e.line === undefined && e.direction === undefined) {
        return [goals(live ? live.remaining.expectedGoals.total : m.expectedGoals.total, language)];
      }
      const t = atLine(m.totals, e.line ?? 2.5);
      return t ? [pct(t[e.direction ?? 'over'].settlement.win)] : [];
    }
    case 'team_totals': {
      if (e.line === undefined) {
        const x = live ? live.remaining.expectedGoals[side] : m.expectedGoals[side];
        return [goals(x, language)];
      }
      const t = atLine(m.teamTotals[side], e.line);
      return t ? [pct(t[e.direction ?? 'over'].settlement.win)] : [];
    }
    case 'btts': {
      const btts = firstHalf ? h.bothTeamsToScore : m.bothTeamsToScore;
      return [pct((e.direction === 'under' ? btts.no : btts.yes).probability)];
    }
    case 'clean_sheet':
      return [pct(m.cleanSheet[side].probability)];
    case 'win_to_nil':
      return [pct(m.winToNil[side].probability)];
    case 'winning_margin': {
      const w = m.winningMargins;
      const by = (s: Side, margin: number) =>
        margin >= 4
          ? (s === 'home' ? w.homeBy4Plus : w.awayBy4Plus).probability
          : ((s === 'home' ? w.homeBy : w.awayBy)[margin - 1]?.probability ?? 0);
      // Without a team, the answer is about the favourite.
      const r = m.result;
      const team: Side = e.team ?? (r.away.probability > r.home.probability ? 'away' : 'home');
      return [pct(by(e.margin === undefined ? team : side, e.margin ?? 1))];
    }
    case 'exact_score': {
      if (firstHalf) {
        const top = h.exactScores[0];
        if (!e.score) return top ? [pct(top.probability)] : [];
        const listed = h.exactScores.find(
          (s) => s.homeGoals === e.score?.home && s.awayGoals === e.score?.away,
        );
        return listed ? [pct(listed.probability)] : [];
      }
      if (!e.score) return m.exactScores[0] ? [pct(m.exactScores[0].probability)] : [];
      const { home, away } = e.score;
      if (live) {
        if (home < live.score.home || away < live.score.away) return [];
        const listed = m.exactScores.find((s) => s.homeGoals === home && s.awayGoals === away);
        return listed ? [pct(listed.probability)] : [];
      }
      return [pct(k.scoreline.probabilities[home]?.[away] ?? 0)];
    }
    case 'half_time': {
      if (live) return [];
      if (e.score) {
        const listed = h.exactScores.find(
          (s) => s.homeGoals === e.score?.home && s.awayGoals === e.score?.away,
        );
        return listed ? [pct(listed.probability)] : [];
      }
      if (e.line !== undefined) {
        const t = atLine(h.totals, e.line);
        return t ? [pct(t[e.direction ?? 'over'].settlement.win)] : [];
      }
      if (e.team) return [pct(h.result[e.team].probability)];
      return [pct(h.result.draw.probability)];
    }
    case 'next_goal': {
      if (!live) return [];
      return [pct(live.nextGoal[side].probability)];
    }
    case 'why':
      return [goals(k.markets.expectedGoals.home, language)];
    case 'value': {
      // A quoted price for a side, the draw or a goals line: the model's chance and the price's.
      const chosen =
        e.line !== undefined && e.direction
          ? atLine(m.totals, e.line)?.[e.direction].settlement.win
          : e.draw
            ? m.result.draw.probability
            : e.team
              ? m.result[e.team].probability
              : undefined;
      if (e.price !== undefined && chosen !== undefined) return [pct(chosen), pct(1 / e.price)];
      const c = k.marketComparison?.result;
      if (live || !c) return [pct(favourite(m))];
      const home = c.outcomes.find((o) => o.outcome === 'home');
      return home ? [pct(home.market), pct(home.model)] : [];
    }
    case 'confidence':
      return [
        ...(e.team
          ? [pct(m.result[e.team].probability)]
          : e.draw
            ? [pct(m.result.draw.probability)]
            : []),
        pct(favourite(m)),
      ];
    case 'overview':
    case 'cant_know':
    case 'stake':
      return [pct(favourite(m))];
    default:
      return [];
  }
}
