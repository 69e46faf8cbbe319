import type { Language } from '../../../contracts/chat';
import { goals, percent, score, signedPercent } from './format';
import type { MatchFacts, PredictionFacts, TeamFormFacts, TeamStrengthFacts } from './match-facts';

// The builtin analyst's sentences, one function per topic and language. Every figure comes
// from MatchFacts through the formatters in format.ts, so it reads exactly as on the match
// page; nothing here estimates anything.

type Facts = MatchFacts;

export interface Texts {
  status(facts: Facts): string | null;
  noPrediction(facts: Facts): string;
  winner(facts: Facts, p: PredictionFacts): string;
  scores(facts: Facts, p: PredictionFacts): string;
  goals(facts: Facts, p: PredictionFacts): string;
  form(facts: Facts): string;
  headToHead(facts: Facts): string;
  strength(facts: Facts): string;
  why(facts: Facts, p: PredictionFacts): string;
  unknowable(facts: Facts): string;
  help(facts: Facts): string;
  summaryClose(): string;
}

const sequence = (form: TeamFormFacts) => form.sequence || '–';

// Victoria, Empate, Derrota: the letters Spanish football pages use.
const SPANISH_RESULT: Record<string, string> = { W: 'V', D: 'E', L: 'D' };
const spanishSequence = (form: TeamFormFacts) =>
  [...sequence(form)].map((c) => SPANISH_RESULT[c] ?? c).join('');

function favourite(facts: Facts, p: PredictionFacts) {
  const { home, away } = facts.match;
  const ranked = [
    { side: 'home' as const, team: home, value: p.home },
    { side: 'draw' as const, team: null, value: p.draw },
    { side: 'away' as const, team: away, value: p.away },
  ].sort((a, b) => b.value - a.value);
  const [first, second] = ranked as [(typeof ranked)[0], (typeof ranked)[0]];
  // Within 5 points the order says little: call it open rather than name a favourite.
  return { first, close: first.value - second.value < 0.05 };
}

function meetingsTally(facts: Facts) {
  const { home } = facts.match;
  let homeWins = 0;
  let draws = 0;
  let awayWins = 0;
  for (const m of facts.headToHead) {
    const homeGoals = m.home === home ? m.homeGoals : m.awayGoals;
    const awayGoals = m.home === home ? m.awayGoals : m.homeGoals;
    if (homeGoals > awayGoals) homeWins++;
    else if (homeGoals < awayGoals) awayWins++;
    else draws++;
  }
  return { homeWins, draws, awayWins };
}

const day = (iso: string) => iso.slice(0, 10);

const en: Texts = {
  status({ match }) {
    if (match.status === 'finished' && match.score) {
      return `Full time: ${match.home} ${score(match.score.home, match.score.away)} ${match.away}. The numbers below are what the model expected before kick-off.`;
    }
    if (match.status === 'live' && match.score) {
      return `Live, ${match.minute ?? '?'}': ${match.home} ${score(match.score.home, match.score.away)} ${match.away}. The numbers below are the model's pre-match view; they do not follow the live score.`;
    }
    if (match.status === 'postponed') return 'This match has been postponed.';
    return null;
  },
  noPrediction: ({ match }) =>
    `The model has no prediction for ${match.home} v ${match.away} yet: the ${match.league} has too few finished matches on record.`,
  winner(facts, p) {
    const { home, away } = facts.match;
    const { first, close } = favourite(facts, p);
    const lead = close
      ? `It is close to call between ${home} and ${away}.`
      : first.side === 'draw'
        ? 'A draw is the single most likely result.'
        : `The model makes ${first.team} the favourite, with a ${percent(first.value)} chance to win.`;
    return `${lead}\n\n- ${home} win: ${percent(p.home)}\n- Draw: ${percent(p.draw)}\n- ${away} win: ${percent(p.away)}`;
  },
  scores(facts, p) {
    const { home, away } = facts.match;
    const list = p.likelyScores
      .map((s) => `- ${home} ${score(s.home, s.away)} ${away}: ${percent(s.probability)}`)
      .join('\n');
    const top = p.likelyScores[0];
    const odds = top ? Math.round(1 / top.probability) : 0;
    return `The most likely scores:\n${list}\n\nNo single score is likely: even the first happens about 1 time in ${odds}.`;
  },
  goals(facts, p) {
    const { home, away } = facts.match;
    const total = p.expectedGoals.home + p.expectedGoals.away;
    return `Expected goals: ${home} ${goals(p.expectedGoals.home, 'en')}, ${away} ${goals(p.expectedGoals.away, 'en')} (${goals(total, 'en')} in all).\n\n- Over 2.5 goals: ${percent(p.over25)}\n- Under 2.5 goals: ${percent(1 - p.over25)}\n- Both teams to score: ${percent(p.btts)}`;
  },
  form({ form }) {
    const line = (f: TeamFormFacts) =>
      f.matches.length === 0
        ? `- ${f.team}: no finished matches on record.`
        : `- ${f.team}: ${sequence(f)}, ${f.points} of ${f.maxPoints} points, ${f.goalsFor} scored and ${f.goalsAgainst} conceded.`;
    return `Form over the last 5 league matches (most recent first; W win, D draw, L loss):\n${line(form.home)}\n${line(form.away)}`;
  },
  headToHead(facts) {
    const { home, away } = facts.match;
    if (facts.headToHead.length === 0) {
      return `${home} and ${away} have not met in the matches on record.`;
    }
    const t = meetingsTally(facts);
    const list = facts.headToHead
      .map((m) => `- ${day(m.date)}: ${m.home} ${score(m.homeGoals, m.awayGoals)} ${m.away}`)
      .join('\n');
    return `Their last ${facts.headToHead.length} meetings: ${home} won ${t.homeWins}, ${t.draws} drawn, ${away} won ${t.awayWins}.\n${list}`;
  },
  strength(facts) {
    const { home, away } = facts.match;
    if (!facts.strength) return 'The model has no team ratings for this match yet.';
    const line = (team: string, s: TeamStrengthFacts) =>
      `- ${team}: Elo ${s.elo === null ? 'not rated yet' : Math.round(s.elo)}; scores ${signedPercent(s.attack)} and concedes ${signedPercent(s.conceded)} compared with an average side.`;
    return `Team strength in the model:\n${line(home, facts.strength.home)}\n${line(away, facts.strength.away)}`;
  },
  why(facts, p) {
    const { home, away } = facts.match;
    const reasons = [
      `- Expected goals ${goals(p.expectedGoals.home, 'en')} for ${home} against ${goals(p.expectedGoals.away, 'en')} for ${away}, from each side's attack and defence in past results, with ${home} at home.`,
    ];
    const s = facts.strength;
    if (s && s.home.elo !== null && s.away.elo !== null) {
      reasons.push(
        `- Elo ratings: ${home} ${Math.round(s.home.elo)}, ${away} ${Math.round(s.away.elo)}.`,
      );
    }
    reasons.push(
      `- Form: ${home} ${facts.form.home.points} of ${facts.form.home.maxPoints} points, ${away} ${facts.form.away.points} of ${facts.form.away.maxPoints} in their last matches.`,
    );
    return `Why the model sees it this way:\n${reasons.join('\n')}\n\nIt knows only results, not injuries, line-ups or news.`;
  },
  unknowable: () =>
    "I can't know injuries, suspensions, line-ups, the weather or team news: I only know past results and the prediction model's numbers. Check the clubs' official news before kick-off.",
  help: ({ match }) =>
    `Hi! Ask me about ${match.home} v ${match.away}:\n- who is likely to win, and how likely\n- the most likely scores\n- goals: expected goals, over/under 2.5, both teams to score\n- form over the last 5 matches\n- head-to-head\n- team strength (Elo, attack and defence)\n- why the model leans one way\n\nI don't know injuries, suspensions, line-ups, the weather or team news.`,
  summaryClose: () =>
    'Ask me about likely scores, form, head-to-head, team strength or why the model sees it this way.',
};

const es: Texts = {
  status({ match }) {
    if (match.status === 'finished' && match.score) {
      return `Final: ${match.home} ${score(match.score.home, match.score.away)} ${match.away}. Las cifras de abajo son lo que el modelo esperaba antes del partido.`;
    }
    if (match.status === 'live' && match.score) {
      return `En directo, minuto ${match.minute ?? '?'}: ${match.home} ${score(match.score.home, match.score.away)} ${match.away}. Las cifras de abajo son la previsión del modelo antes del partido; no siguen el marcador en directo.`;
    }
    if (match.status === 'postponed') return 'Este partido se ha aplazado.';
    return null;
  },
  noPrediction: ({ match }) =>
    `El modelo aún no tiene previsión para ${match.home} - ${match.away}: hay pocos partidos terminados de ${match.league}.`,
  winner(facts, p) {
    const { home, away } = facts.match;
    const { first, close } = favourite(facts, p);
    const lead = close
      ? `Está muy igualado entre ${home} y ${away}.`
      : first.side === 'draw'
        ? 'El empate es el resultado más probable.'
        : `El modelo da como favorito a ${first.team}, con un ${percent(first.value)} de probabilidad de ganar.`;
    return `${lead}\n\n- Gana ${home}: ${percent(p.home)}\n- Empate: ${percent(p.draw)}\n- Gana ${away}: ${percent(p.away)}`;
  },
  scores(facts, p) {
    const { home, away } = facts.match;
    const list = p.likelyScores
      .map((s) => `- ${home} ${score(s.home, s.away)} ${away}: ${percent(s.probability)}`)
      .join('\n');
    const top = p.likelyScores[0];
    const odds = top ? Math.round(1 / top.probability) : 0;
    return `Los marcadores más probables:\n${list}\n\nNingún marcador es probable por sí solo: incluso el primero sale aproximadamente 1 de cada ${odds} veces.`;
  },
  goals(facts, p) {
    const { home, away } = facts.match;
    const total = p.expectedGoals.home + p.expectedGoals.away;
    return `Goles esperados: ${home} ${goals(p.expectedGoals.home, 'es')}, ${away} ${goals(p.expectedGoals.away, 'es')} (${goals(total, 'es')} en total).\n\n- Más de 2,5 goles: ${percent(p.over25)}\n- Menos de 2,5 goles: ${percent(1 - p.over25)}\n- Ambos equipos marcan: ${percent(p.btts)}`;
  },
  form({ form }) {
    const line = (f: TeamFormFacts) =>
      f.matches.length === 0
        ? `- ${f.team}: no hay partidos terminados registrados.`
        : `- ${f.team}: ${spanishSequence(f)}, ${f.points} de ${f.maxPoints} puntos, ${f.goalsFor} goles a favor y ${f.goalsAgainst} en contra.`;
    return `Forma en los últimos 5 partidos de liga (el más reciente primero; V victoria, E empate, D derrota):\n${line(form.home)}\n${line(form.away)}`;
  },
  headToHead(facts) {
    const { home, away } = facts.match;
    if (facts.headToHead.length === 0) {
      return `${home} y ${away} no se han enfrentado en los partidos registrados.`;
    }
    const t = meetingsTally(facts);
    const list = facts.headToHead
      .map((m) => `- ${day(m.date)}: ${m.home} ${score(m.homeGoals, m.awayGoals)} ${m.away}`)
      .join('\n');
    return `Sus últimos ${facts.headToHead.length} enfrentamientos: ${home} ganó ${t.homeWins}, ${t.draws} empates, ${away} ganó ${t.awayWins}.\n${list}`;
  },
  strength(facts) {
    const { home, away } = facts.match;
    if (!facts.strength) return 'El modelo aún no tiene valoraciones de los equipos.';
    const line = (team: string, s: TeamStrengthFacts) =>
      `- ${team}: Elo ${s.elo === null ? 'sin valorar aún' : Math.round(s.elo)}; marca ${signedPercent(s.attack)} y encaja ${signedPercent(s.conceded)} respecto a un equipo medio.`;
    return `Fuerza de los equipos en el modelo:\n${line(home, facts.strength.home)}\n${line(away, facts.strength.away)}`;
  },
  why(facts, p) {
    const { home, away } = facts.match;
    const reasons = [
      `- Goles esperados: ${goals(p.expectedGoals.home, 'es')} para ${home} frente a ${goals(p.expectedGoals.away, 'es')} para ${away}, según el ataque y la defensa de cada uno en resultados pasados, con ${home} en casa.`,
    ];
    const s = facts.strength;
    if (s && s.home.elo !== null && s.away.elo !== null) {
      reasons.push(`- Elo: ${home} ${Math.round(s.home.elo)}, ${away} ${Math.round(s.away.elo)}.`);
    }
    reasons.push(
      `- Forma: ${home} ${facts.form.home.points} de ${facts.form.home.maxPoints} puntos, ${away} ${facts.form.away.points} de ${facts.form.away.maxPoints} en sus últimos partidos.`,
    );
    return `Por qué el modelo lo ve así:\n${reasons.join('\n')}\n\nSolo conoce resultados, no lesiones, alineaciones ni noticias.`;
  },
  unknowable: () =>
    'No puedo saber lesiones, sanciones, alineaciones, el tiempo ni noticias de los equipos: solo conozco los resultados pasados y las cifras del modelo de predicción. Consulta las noticias oficiales de los clubes antes del partido.',
  help: ({ match }) =>
    `¡Hola! Pregúntame sobre ${match.home} - ${match.away}:\n- quién es más probable que gane, y con qué probabilidad\n- los marcadores más probables\n- goles: goles esperados, más/menos de 2,5, ambos marcan\n- la forma en los últimos 5 partidos\n- los enfrentamientos anteriores\n- la fuerza de los equipos (Elo, ataque y defensa)\n- por qué el modelo se inclina por un lado\n\nNo conozco lesiones, sanciones, alineaciones, el tiempo ni noticias de los equipos.`,
  summaryClose: () =>
    'Pregúntame por los marcadores probables, la forma, los enfrentamientos, la fuerza de los equipos o por qué el modelo lo ve así.',
};

export const TEXTS: Record<Language, Texts> = { en, es };
