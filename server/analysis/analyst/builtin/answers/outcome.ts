import type { Markets } from '../../../markets';
import type { Entities, Side } from '../../understanding/understanding';
import { otherSide, type Reply, reply, type View } from '../view';
import {
  favouriteSide,
  goalsExplanation,
  isHalfLine,
  liveLead,
  namedOutcomeChance,
  probabilityBar,
  settlementWords,
} from './common';

// Who wins and by how much: 1X2, double chance, draw no bet, Asian handicaps, winning margins,
// win to nil. `markets` is the final score's (the live one while the match is played).

type Answer = (v: View, e: Entities, m: Markets) => Reply;

export const resultAnswer: Answer = (v, e, m) => {
  const { t } = v;
  const r = m.result;
  const now = v.live !== null;
  const win = (side: Side) => t.winItem(v.name(side), v.pct(r[side].probability));
  const draw = t.drawItem(v.pct(r.draw.probability));
  const named = namedOutcomeChance(v, e, m);
  let first: string;
  let rest: string[];
  if (named) {
    first = named;
    rest = e.team ? [draw, win(otherSide(e.team))] : [win('home'), win('away')];
  } else {
    const ranked = (['home', 'draw', 'away'] as const)
      .map((k) => ({ k, p: r[k].probability }))
      .sort((a, b) => b.p - a.p);
    const [top, second] = ranked as [(typeof ranked)[0], (typeof ranked)[0]];
    // Within 5 points the order says little: call it open rather than name a favourite.
    if (top.p - second.p < 0.05) {
      first = t.closeCall(win('home'), draw, win('away'));
      rest = [];
    } else if (top.k === 'draw') {
      first = t.drawMostLikely(v.pct(top.p));
      rest = [win('home'), win('away')];
    } else {
      first = t.favourite(v.name(top.k), v.pct(top.p), now);
      rest = top.k === 'home' ? [draw, win('away')] : [win('home'), draw];
    }
  }
  return reply(
    [liveLead(v), first, rest.length ? t.list(rest) : null, goalsExplanation(v)],
    [probabilityBar(m)],
  );
};

export const doubleChanceAnswer: Answer = (v, e, m) => {
  const { t } = v;
  const dc = m.result.doubleChance;
  const r = m.result;
  if (e.team) {
    const p = e.team === 'home' ? dc.homeOrDraw : dc.drawOrAway;
    return reply(
      [
        liveLead(v),
        t.doubleChance(v.name(e.team), v.pct(p.probability)),
        t.list([
          t.winItem(v.name(e.team), v.pct(r[e.team].probability)),
          t.drawItem(v.pct(r.draw.probability)),
        ]),
      ],
      [probabilityBar(m)],
    );
  }
  return reply(
    [
      liveLead(v),
      t.doubleChanceAll(
        t.orDrawItem(v.home, v.pct(dc.homeOrDraw.probability)),
        t.orDrawItem(v.away, v.pct(dc.drawOrAway.probability)),
        t.eitherItem(v.home, v.away, v.pct(dc.homeOrAway.probability)),
      ),
    ],
    [probabilityBar(m)],
  );
};

export const drawNoBetAnswer: Answer = (v, e, m) => {
  const { t } = v;
  const dnb = m.result.drawNoBet;
  const drawP = v.pct(m.result.draw.probability);
  const first = e.team
    ? t.drawNoBet(v.name(e.team), v.pct(dnb[e.team].probability), v.odds(dnb[e.team].fairOdds))
    : t.drawNoBetAll(
        t.plainItem(v.home, v.pct(dnb.home.probability)),
        t.plainItem(v.away, v.pct(dnb.away.probability)),
      );
  return reply([liveLead(v), first, t.stakeBackOnDraw(drawP)], [probabilityBar(m)]);
};

export const handicapAnswer: Answer = (v, e, m) => {
  const { t } = v;
  if (e.line === undefined) {
    // The line whose home side is closest to an even bet, the one bookmakers open with.
    const balanced = [...m.asianHandicaps].sort(
      (a, b) => Math.abs((a.home.fairOdds ?? 99) - 2) - Math.abs((b.home.fairOdds ?? 99) - 2),
    )[0];
    if (!balanced) return reply([t.handicapLines()]);
    return reply([
      liveLead(v),
      t.balancedHandicap(
        v.home,
        v.line(balanced.line, true),
        v.odds(balanced.home.fairOdds),
        v.away,
        v.line(-balanced.line, true),
        v.odds(balanced.away.fairOdds),
      ),
      goalsExplanation(v),
    ]);
  }
  const side = e.team ?? 'home';
  const homeLine = side === 'home' ? e.line : -e.line;
  const entry = m.asianHandicaps.find((h) => Math.abs(h.line - homeLine) < 1e-9);
  if (!entry) return reply([t.handicapLines()]);
  const market = side === 'home' ? entry.home : entry.away;
  const label = `${v.name(side)} ${v.line(e.line, true)}`;
  const first = isHalfLine(e.line)
    ? t.halfLineBet(label, v.pct(market.settlement.win), v.odds(market.fairOdds))
    : t.splitLineBet(label, settlementWords(v, market.settlement), v.odds(market.fairOdds));
  return reply([liveLead(v), first, goalsExplanation(v)]);
};

/** P(side wins by `margin` or more): the European handicap of margin − 1 (1X2 for 1, the
 * four-plus band for 4). */
function byOrMore(m: Markets, side: Side, margin: number): number | null {
  if (margin === 1) return m.result[side].probability;
  if (margin >= 4)
    return (side === 'home' ? m.winningMargins.homeBy4Plus : m.winningMargins.awayBy4Plus)
      .probability;
  const line = side === 'home' ? -(margin - 1) : margin - 1;
  const eh = m.europeanHandicaps.find((h) => h.line === line);
  return eh ? eh[side].probability : null;
}

function byExactly(m: Markets, side: Side, margin: number): number {
  const w = m.winningMargins;
  if (margin >= 4) return (side === 'home' ? w.homeBy4Plus : w.awayBy4Plus).probability;
  return (side === 'home' ? w.homeBy : w.awayBy)[margin - 1]?.probability ?? 0;
}

export const winningMarginAnswer: Answer = (v, e, m) => {
  const { t } = v;
  const margin = e.margin === undefined ? undefined : Math.max(1, Math.round(e.margin));
  if (margin === undefined) {
    const side = e.team ?? favouriteSide(m);
    const three = byOrMore(m, side, 3);
    return reply(
      [
        liveLead(v),
        t.marginSpread(
          v.name(side),
          v.pct(byExactly(m, side, 1)),
          v.pct(byExactly(m, side, 2)),
          three === null ? null : v.pct(three),
        ),
        goalsExplanation(v),
      ],
      [probabilityBar(m)],
    );
  }
  const sides: Side[] = e.team ? [e.team] : ['home', 'away'];
  const sentences = sides.map((side) => {
    const exactly = v.pct(byExactly(m, side, margin));
    const orMore = byOrMore(m, side, margin);
    if (margin >= 4) return t.marginFourPlus(v.name(side), exactly);
    return t.marginBy(
      v.name(side),
      String(margin),
      exactly,
      orMore === null ? null : v.pct(orMore),
    );
  });
  return reply([liveLead(v), ...sentences, goalsExplanation(v)], [probabilityBar(m)]);
};

export const winToNilAnswer: Answer = (v, e, m) => {
  const { t } = v;
  if (e.team) {
    const side = e.team;
    return reply([
      liveLead(v),
      t.winToNil(v.name(side), v.pct(m.winToNil[side].probability)),
      t.winAndCleanSheet(
        v.name(side),
        v.pct(m.result[side].probability),
        v.pct(m.cleanSheet[side].probability),
      ),
    ]);
  }
  return reply([
    liveLead(v),
    t.winToNilAll(
      t.plainItem(v.home, v.pct(m.winToNil.home.probability)),
      t.plainItem(v.away, v.pct(m.winToNil.away.probability)),
    ),
    goalsExplanation(v),
  ]);
};
