import type { Texts } from './en';

// Las frases del analista integrado en español: las mismas que en.ts, con las cifras ya
// escritas a la española (view.ts: 1,62; 2,5).

// Clubs que en español llevan artículo femenino ("la Juventus", "la Real Sociedad").
const FEMININE =
  /\b(Juventus|Roma|Lazio|Fiorentina|Atalanta|Sampdoria|Salernitana|Cremonese|Spezia|Reggina|Reggiana|SPAL|Real Sociedad|La Real)\b/;

/** "el Arsenal", "la Juventus": como se nombra a un club en una frase. */
const el = (team: string) => `${FEMININE.test(team) ? 'la' : 'el'} ${team}`;
const del = (team: string) => (FEMININE.test(team) ? `de la ${team}` : `del ${team}`);
const al = (team: string) => (FEMININE.test(team) ? `a la ${team}` : `al ${team}`);
const count = (n: string, one: string, many: string) => `${n} ${n === '1' ? one : many}`;
const capital = (text: string) => text.replace(/^./, (c) => c.toUpperCase());

// Victoria, Empate, Derrota: las letras de las páginas de fútbol en español.
const LETTERS: Record<string, string> = { W: 'V', D: 'E', L: 'D' };

/** "a la victoria del Arsenal" / "al empate", "de la victoria…" / "del empate". */
const pick = (team: string | null) => (team ? `la victoria ${del(team)}` : 'el empate');
const toPick = (team: string | null) => (team ? `a la victoria ${del(team)}` : 'al empate');
const ofPick = (team: string | null) => (team ? `de la victoria ${del(team)}` : 'del empate');

const DAY = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const TIME = new Intl.DateTimeFormat('es-ES', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

export const es: Texts = {
  // Qué significa un mercado, para «¿qué es el empate no acción?» (antes de sus cifras)
  meaning: {
    double_chance:
      'La doble oportunidad cubre dos de los tres resultados: que un equipo gane o empate, o que gane cualquiera de los dos.',
    draw_no_bet:
      'Empate no acción es apostar a que un equipo gana, y si hay empate se devuelve lo apostado.',
    handicap:
      'El hándicap da a un equipo goles de ventaja o de desventaja antes de empezar; con menos uno y medio debe ganar por dos o más.',
    totals:
      'Más/menos es el total de goles del partido frente a una línea: más de dos y medio significa tres goles o más.',
    team_totals:
      'La línea de goles de un equipo cuenta solo sus goles: más de uno y medio significa que marca dos o más.',
    btts: 'Ambos marcan (BTTS) significa que cada equipo marca al menos un gol, gane quien gane.',
    clean_sheet: 'Portería a cero significa que un equipo no encaja ningún gol.',
    win_to_nil: 'Ganar a cero significa que un equipo gana sin encajar ningún gol.',
    winning_margin: 'El margen de victoria es por cuántos goles gana el ganador.',
    exact_score: 'El resultado exacto es el marcador final, con los goles del local primero.',
    value:
      'Hay valor cuando la cuota de la casa paga más de lo que vale la probabilidad del modelo: la cuota justa es uno dividido por la probabilidad.',
  },
  // Dónde está el partido
  liveLead: (minute, home, score, away) =>
    `En directo, minuto ${minute}: ${home} ${score} ${away}.`,
  liveNow: (minute, home, score, away) =>
    minute === null
      ? `Se está jugando ahora: ${home} ${score} ${away}.`
      : `Se está jugando ahora: ${home} ${score} ${away} en el minuto ${minute}.`,
  fullTime: (home, score, away) => `Final: ${home} ${score} ${away}.`,
  finishedNoScore: (home, away) =>
    `El ${home} - ${away} ha terminado, pero no tengo su resultado registrado.`,
  postponed: (home, away) =>
    `El ${home} - ${away} se ha aplazado y aún no tiene nueva fecha, así que el modelo no tiene cifras hasta que se vuelva a programar.`,
  kickOff: (home, away, when) => `El ${home} - ${away} empieza el ${when} (UTC).`,
  dateTime: (iso) =>
    `${DAY.format(new Date(iso)).replace(',', '')} a las ${TIME.format(new Date(iso))}`,
  noModel: (home, away, league) =>
    `El modelo aún no tiene cifras para el ${home} - ${away}: hay pocos partidos terminados de ${league}.`,
  noLiveHalfTime: () =>
    'El partido ya ha empezado y mis cifras del descanso son de antes del inicio, así que te digo cómo está ahora.',
  noSecondHalf: () =>
    'Tengo cifras de la primera parte y del partido completo, no de la segunda parte sola; para el partido completo:',

  // Listas y etiquetas
  list: (items) => capital(`${items.join(', ')}.`),
  plainItem: (label, p) => `${label} ${p}`,
  winItem: (team, p) => `victoria ${del(team)} ${p}`,
  drawItem: (p) => `empate ${p}`,
  drawWord: () => 'empate',
  orDrawItem: (team, p) => `${team} o empate ${p}`,
  eitherItem: (home, away, p) => `${home} o ${away} ${p}`,
  scoreItem: (score, p) => `${score} (${p})`,
  aheadItem: (team, p) => `${team} por delante ${p}`,
  levelItem: (p) => `empate ${p}`,

  // Quién gana
  favourite: (team, p, now) =>
    now
      ? `Ahora el favorito es ${el(team)}, con un ${p} de probabilidad de ganar.`
      : `El favorito es ${el(team)}, con un ${p} de probabilidad de ganar.`,
  winChance: (team, p, now) =>
    now
      ? `La probabilidad de que gane ${el(team)} es ahora del ${p}.`
      : `La probabilidad de que gane ${el(team)} es del ${p}.`,
  drawChance: (p, now) =>
    now ? `La probabilidad de empate es ahora del ${p}.` : `La probabilidad de empate es del ${p}.`,
  drawMostLikely: (p) => `El empate es el resultado más probable, con un ${p}.`,
  closeCall: (home, draw, away) => `Está muy igualado: ${home}, ${draw}, ${away}.`,
  expectedGoals: (home, hx, away, ax) => `Goles esperados: ${home} ${hx}, ${away} ${ax}.`,
  goalsToCome: (total, home, hx, away, ax) =>
    `Goles que aún se esperan: ${total} (${home} ${hx}, ${away} ${ax}).`,
  doubleChance: (team, p) => capital(`${el(team)} gana o empata (doble oportunidad): ${p}.`),
  doubleChanceAll: (a, b, c) => `Doble oportunidad: ${a}, ${b}, ${c}.`,
  drawNoBet: (team, p, fairOdds) =>
    `Empate no apuesta ${al(team)}: ${p} (cuota justa ${fairOdds}).`,
  drawNoBetAll: (a, b) => `Empate no apuesta: ${a}, ${b}.`,
  stakeBackOnDraw: (p) => `Si hay empate se devuelve la apuesta; el empate tiene un ${p}.`,
  handicapLines: () => 'Tengo hándicaps asiáticos de -3 a +3, en pasos de un cuarto de gol.',
  balancedHandicap: (home, homeLine, homeOdds, away, awayLine, awayOdds) =>
    `El hándicap asiático más equilibrado es ${home} ${homeLine} (cuota justa ${homeOdds}) frente a ${away} ${awayLine} (${awayOdds}).`,
  halfLineBet: (label, p, fairOdds) => `${label}: ${p} (cuota justa ${fairOdds}).`,
  splitLineBet: (label, shares, fairOdds) => `${label}: ${shares} (cuota justa ${fairOdds}).`,
  settleWin: (p) => `gana ${p}`,
  settleHalfWin: (p) => `gana la mitad ${p}`,
  settlePush: (p) => `se devuelve ${p}`,
  settleHalfLoss: (p) => `pierde la mitad ${p}`,
  settleLoss: (p) => `pierde ${p}`,
  marginBy: (team, margin, exactly, orMore) =>
    margin === '1'
      ? `Que ${el(team)} gane por exactamente 1 gol: ${exactly}${orMore ? `; por cualquier diferencia: ${orMore}` : ''}.`
      : `Que ${el(team)} gane por exactamente ${margin} goles: ${exactly}${orMore ? `; por ${margin} o más: ${orMore}` : ''}.`,
  marginFourPlus: (team, p) => `Que ${el(team)} gane por 4 goles o más: ${p}.`,
  marginSpread: (team, by1, by2, by3) =>
    capital(
      `${el(team)} gana por 1 gol ${by1}, por 2 goles ${by2}${by3 ? `, por 3 o más ${by3}` : ''}.`,
    ),
  winToNil: (team, p) => `Que ${el(team)} gane sin encajar: ${p}.`,
  winToNilAll: (a, b) => `Ganar sin encajar: ${a}, ${b}.`,
  winAndCleanSheet: (team, win, cleanSheet) =>
    capital(`${el(team)} gana el ${win} de las veces y deja la portería a cero el ${cleanSheet}.`),

  // Goles
  overUnderLabel: (dir, line, subject) =>
    capital(
      [subject, dir === 'over' ? 'más de' : 'menos de', line, line ? 'goles' : null]
        .filter(Boolean)
        .join(' '),
    ),
  overUnder: (label, p, otherLabel, otherP) =>
    `${label}: ${p} (${otherLabel.toLowerCase()}: ${otherP}).`,
  goalsExpected: (total, home, hx, away, ax) =>
    `El modelo espera ${total} goles: ${home} ${hx}, ${away} ${ax}.`,
  goalsToComeFirst: (total) => `El modelo espera ${total} goles más a partir de ahora.`,
  totalLines: (from, to) => `Tengo líneas de goles de ${from} a ${to}.`,
  teamLines: (from, to) => `Tengo líneas de goles por equipo de ${from} a ${to}.`,
  teamGoalsExpected: (team, x) => `Se espera que ${el(team)} marque ${x} goles.`,
  teamGoalsToCome: (team, x) => `Se espera que ${el(team)} marque ${x} goles más desde ahora.`,
  teamScores: (team, p) => capital(`${el(team)} marca al menos un gol: ${p}.`),
  alreadyScored: (team) => capital(`${el(team)} ya ha marcado.`),
  stillToScore: (team, p) => capital(`${el(team)} marca al menos un gol: ${p}.`),
  btts: (yes, no) => `Ambos equipos marcan: ${yes} (no: ${no}).`,
  bttsNo: (no, yes) => `Que al menos un equipo no marque: ${no} (ambos marcan: ${yes}).`,
  eachScores: (home, hp, away, ap) =>
    capital(`${el(home)} marca al menos un gol el ${hp} de las veces; ${el(away)}, el ${ap}.`),
  cleanSheet: (team, p) => capital(`${el(team)} deja la portería a cero: ${p}.`),
  cleanSheetAll: (a, b) => `Portería a cero: ${a}, ${b}.`,
  mostLikelyScore: (score, p) => `El marcador más probable es ${score}, con un ${p}.`,
  mostLikelyFinalScore: (score, p) =>
    `El resultado final más probable es ahora ${score}, con un ${p}.`,
  thenScores: (items) => `Después, ${items.join(' y ')}.`,
  noScoreLikely: () => 'Ningún marcador es probable por sí solo.',
  scoreChance: (score, p) => `${score}: ${p}.`,
  topScore: () => 'Es el marcador más probable de todos.',
  scoreGone: (score) => `${score} ya no puede darse: el marcador ya lo ha superado.`,
  scoreNotListed: (score) => `${score} no está ahora entre los resultados finales más probables.`,
  nextGoal: (home, away, none) => `Próximo gol: ${home}, ${away}, ningún gol más ${none}.`,
  nextGoalTeam: (team, p) => `Que ${el(team)} marque el próximo gol: ${p}.`,
  goalsOverview: (total, over, btts) =>
    `Espera ${total} goles${over ? `, más de 2,5 con un ${over}` : ''}, y ambos marcan un ${btts}.`,

  // La primera parte
  firstHalf: () => 'primera parte:',
  halfTimeResult: (home, level, away) => `Al descanso: ${home}, ${level}, ${away}.`,
  halfTimeAhead: (team, p) => capital(`${el(team)} por delante al descanso: ${p}.`),
  halfTimeLevel: (p) => `Empate al descanso: ${p}.`,
  halfTimeFullTime: (double, p) => `El descanso/final más probable es ${double}, con un ${p}.`,
  halfTimeExpected: (home, hx, away, ax) =>
    `Goles esperados en la primera parte: ${home} ${hx}, ${away} ${ax}.`,
  halfTimeBtts: (p) => `Ambos equipos marcan en la primera parte: ${p}.`,
  halfTimeTopScore: (score, p) => `El marcador más probable al descanso es ${score}, con un ${p}.`,
  halfTimeScore: (score, p) => `${score} al descanso: ${p}.`,
  halfTimeScoreNotListed: (score) =>
    `${score} no está entre los marcadores más probables al descanso.`,
  halfTimeLines: (lines) => `Líneas de goles de la primera parte que tengo: ${lines.join(', ')}.`,

  // Forma, enfrentamientos, clasificación, valoraciones
  formSequence: (sequence) => [...(sequence || '–')].map((c) => LETTERS[c] ?? c).join(''),
  form: (team, n, sequence, points, max, scored, conceded) =>
    `${team}, últimos ${n} partidos de liga: ${sequence} (el más reciente primero), ${points} de ${max} puntos, ${scored} goles a favor y ${conceded} en contra.`,
  noForm: (team) => `${team} no tiene partidos de liga terminados registrados.`,
  neverMet: (home, away) => `${home} y ${away} no se han enfrentado en los partidos registrados.`,
  meetings: (n, home, hw, away, aw, draws) =>
    `En sus últimos ${n} enfrentamientos, ${home} ganó ${hw}, ${away} ganó ${aw} y ${draws} acabaron en empate.`,
  lastMeeting: (date, result) => `El último, el ${date}: ${result}.`,
  oneMeeting: (date, result) =>
    `Solo se han enfrentado una vez en los registros, el ${date}: ${result}.`,
  ordinal: (n) => `${n}.º`,
  tableRow: (team, position, points, played, won, drawn, lost, difference) =>
    capital(
      `${el(team)} es ${position} con ${points} puntos en ${played} partidos (${count(won, 'victoria', 'victorias')}, ${count(drawn, 'empate', 'empates')}, ${count(lost, 'derrota', 'derrotas')}, diferencia de goles ${difference}).`,
    ),
  tableRowShort: (team, position, points, played) =>
    capital(`${el(team)} es ${position} con ${points} puntos en ${played}.`),
  noTableRow: (team) =>
    capital(`${el(team)} aún no ha jugado ningún partido de liga esta temporada.`),
  eloRatings: (a, ea, b, eb) => `Elo: ${a} ${ea}, ${b} ${eb}.`,
  notRated: () => 'sin valorar aún',
  relativeStrength: (team, attack, conceded) =>
    capital(`${el(team)} marca ${attack} y encaja ${conceded} respecto a un equipo medio.`),
  noRatings: () => 'El modelo aún no tiene valoraciones de los equipos para este partido.',

  // Por qué, seguridad, el mercado
  whyResult: (team, own, other, atHome, order) =>
    order === 'level'
      ? `En goles esperados están igualados, ${own} cada uno${atHome ? `, y ${el(team)} juega en casa` : ''}.`
      : capital(
          `${el(team)} va por ${order === 'higher' ? 'delante' : 'detrás'} en goles esperados, ${own} frente a ${other}${atHome ? ', y juega en casa' : ''}.`,
        ),
  whyElo: (team, own, other, order, also) =>
    order === 'level'
      ? `En Elo ${also ? 'también ' : ''}están igualados, ${own} cada uno.`
      : capital(
          `${el(team)} ${also ? 'también ' : ''}tiene ${order === 'higher' ? 'mejor' : 'peor'} Elo: ${own} frente a ${other}.`,
        ),
  whyForm: (home, hp, hmax, away, ap, amax) =>
    `Forma reciente: ${home} ${hp} de ${hmax} puntos, ${away} ${ap} de ${amax}.`,
  whyGoals: (hx, home, ax, away) =>
    `Los goles salen del ataque de cada equipo frente a la defensa del otro: ${hx} esperados para ${el(home)} y ${ax} para ${el(away)}.`,
  beforeKickOff: () => 'Antes del partido, el modelo lo veía así.',
  resultsOnly: (shots) =>
    shots
      ? 'El modelo solo conoce resultados y tiros a puerta pasados, no lesiones, alineaciones ni noticias.'
      : 'El modelo solo conoce resultados pasados, no lesiones, alineaciones ni noticias.',
  confidence: (tier, team, p) =>
    tier === 'sure'
      ? `Bastante seguro: su resultado más probable, ${pick(team)}, tiene un ${p}.`
      : tier === 'leans'
        ? `Se inclina por un lado sin estar seguro: su resultado más probable, ${pick(team)}, tiene un ${p}.`
        : `No mucho: su resultado más probable, ${pick(team)}, tiene solo un ${p}, así que falla más veces de las que acierta.`,
  modelCertainty: (level, shots) =>
    `${
      level === 'high'
        ? 'Las valoraciones detrás de estas probabilidades están bien asentadas: su incertidumbre solo las movería unos pocos puntos'
        : level === 'medium'
          ? 'Las valoraciones detrás de estas probabilidades tienen cierta incertidumbre: podrían moverse varios puntos en cualquier sentido'
          : 'Las valoraciones detrás de estas probabilidades son inciertas (pocos partidos, o sus dos modelos no coinciden), así que tómalas con cautela'
    }; ${shots ? 'se basan en goles y tiros a puerta' : 'se basan solo en goles, porque esta fuente no da tiros'}.`,
  topScoreOnly: (score, p) => `Incluso el marcador más probable, ${score}, solo tiene un ${p}.`,
  trackRecord: (league, n, won, p) =>
    `Su historial esta temporada (${league}): su favorito ganó ${won} de ${n} partidos (${p}).`,
  noOdds: () => 'No tengo cuotas de casas de apuestas para este partido con las que comparar.',
  noLiveOdds: () =>
    'Las cuotas que tengo son de antes del partido, así que ya no se pueden comparar con las cifras en directo.',
  marketImplies: (margin, list) =>
    `Las cuotas de la casa de apuestas (margen ${margin}) implican: ${list}`,
  modelSays: (list) => `El modelo dice: ${list}`,
  modelHigher: (label, points) =>
    `El modelo valora ${label === 'empate' ? 'el empate' : al(label)} ${points} puntos porcentuales por encima del mercado.`,
  modelNotHigher: (close) =>
    close
      ? 'El modelo no valora ningún resultado claramente por encima del mercado.'
      : 'El modelo no valora ningún resultado por encima del mercado.',
  overMarket: (market, model) => `Más de 2,5 goles: mercado ${market}, modelo ${model}.`,
  notAdvice: () => 'Es información, no un consejo de apuestas.',
  theDraw: () => 'el empate',
  goalsLine: (direction, line) => `${direction === 'over' ? 'más' : 'menos'} de ${line} goles`,
  quotedPrice: (selection, model, price, implied) =>
    `Para ${selection}, el modelo da un ${model}; una cuota de ${price} implica un ${implied}.`,
  quotedPriceValue: (order) =>
    order === 'higher'
      ? 'Según el modelo, esa cuota paga más de lo que vale la probabilidad: hay valor.'
      : order === 'level'
        ? 'Según el modelo, esa cuota paga más o menos lo que vale la probabilidad: no hay un valor claro.'
        : 'Según el modelo, esa cuota paga menos de lo que vale la probabilidad: no hay valor.',

  // Conversación
  hello: () => '¡Hola!',
  canAnswer: (home, away) =>
    `Pregúntame por el ${home} - ${away}: quién gana, goles (más/menos, ambos marcan, marcadores exactos), el descanso, hándicaps, la forma, los enfrentamientos, la clasificación, la fuerza de los equipos o el modelo frente a las casas de apuestas.`,
  cannotKnowList: () =>
    'No conozco alineaciones, lesiones, el árbitro, el tiempo ni a los jugadores: solo los resultados pasados y las cifras del modelo.',
  welcome: (home, away) => `¡De nada! Pregúntame lo que quieras sobre el ${home} - ${away}.`,
  cannotKnow: () =>
    'Eso no lo puedo saber: alineaciones, lesiones, sanciones, el árbitro, el tiempo o los jugadores quedan fuera de lo que tengo, que son los resultados pasados y las cifras del modelo.',
  whatICanSay: (team, p) =>
    `Lo que sí te puedo decir: el resultado más probable es ${pick(team)}, con un ${p}.`,
  offTopic: (home, away) =>
    `Solo puedo ayudarte con el ${home} - ${away}: pregúntame quién gana, por los goles, la forma o la clasificación.`,
  abuse: (home, away) =>
    `Mejor con buen rollo. Estoy aquí para ayudarte con el ${home} - ${away} cuando quieras.`,
  injection: (home, away) =>
    `Eso no lo puedo hacer. Solo respondo preguntas sobre el ${home} - ${away} con las cifras del modelo.`,
  noBettingAdvice: () => 'No puedo decirte qué ni cuánto apostar, y no existe la apuesta segura.',
  noSureBet: (team, p) => `Incluso el resultado más probable, ${pick(team)}, tiene un ${p}.`,
  responsibleGambling: () =>
    'Si apuestas, juega solo lo que puedas permitirte perder; si deja de ser un juego, en jugarbien.es te ayudan.',
  notUnderstood: (home, away) =>
    `No te he entendido bien. Puedo hablarte del ${home} - ${away}: quién gana, goles, marcadores probables, el descanso, la forma, los enfrentamientos, la clasificación o la fuerza de los equipos.`,
  otherClub: (club, home, away) =>
    `Este chat es del ${home} - ${away}, así que aquí no tengo cifras ${del(club)}; abre su partido desde la lista de partidos.`,

  // Tras el pitido final
  noPrematch: () => 'El modelo no tenía previsión para este partido antes del inicio.',
  reviewResult: (verdict, outcome, p, top, topP) =>
    verdict === 'expected'
      ? `Era el resultado más probable para el modelo: daba ${toPick(outcome)} un ${p} antes del partido.`
      : verdict === 'upset'
        ? `Una sorpresa: el modelo daba ${toPick(outcome)} solo un ${p}, y ${toPick(top)} un ${topP}.`
        : `No era la apuesta del modelo: daba ${toPick(outcome)} un ${p}, por detrás ${ofPick(top)} con un ${topP}.`,
  reviewGoals: (home, hx, away, ax, scoreP) =>
    `Esperaba ${hx} goles ${del(home)} y ${ax} ${del(away)}${scoreP ? `, y a este marcador exacto le daba un ${scoreP}` : ''}.`,
};
