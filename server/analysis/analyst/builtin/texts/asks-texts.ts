import type { Language } from '../../../../../contracts/language';

// The sentences of composed answers (builtin/compose.ts): a selection named in words, its
// chance, odds or record, and the yes or no a yes/no question starts with. Figures arrive
// formatted; these put words around them.

export type YesNo =
  | 'very_likely'
  | 'likely'
  | 'just_yes'
  | 'even'
  | 'just_no'
  | 'unlikely'
  | 'very_unlikely';
type Result = 'home' | 'draw' | 'away';

const capital = (text: string) => text.replace(/^./, (c) => c.toUpperCase());

const en = {
  // A selection ahead, as a bet is named
  win: (team: string) => `${team} to win`,
  draw: () => 'a draw',
  aheadAtHalf: (team: string) => `${team} ahead at half-time`,
  levelAtHalf: () => 'level at half-time',
  orDraw: (team: string) => `${team} or the draw`,
  drawNoBet: (team: string) => `${team} draw no bet`,
  handicap: (team: string, line: string) => `${team} ${line}`,
  goals: (direction: 'over' | 'under', line: string) => `${direction} ${line} goals`,
  band: (min: number, max: number) =>
    min === max ? `exactly ${min} goals` : `${min} to ${max} goals`,
  teamGoals: (team: string, direction: 'over' | 'under', line: string) =>
    `${team} ${direction} ${line} goals`,
  teamScores: (team: string) => `${team} to score`,
  concedes: (team: string) => `${team} to concede`,
  concedesLine: (team: string, direction: 'over' | 'under', line: string) =>
    `${team} to concede ${direction} ${line}`,
  btts: (yes: boolean): string => (yes ? 'both teams to score' : 'not both teams to score'),
  cleanSheet: (team: string) => `${team} to keep a clean sheet`,
  winToNil: (team: string) => `${team} to win to nil`,
  margin: (team: string | null, margin: number, orMore: boolean) =>
    `${team ?? 'either side'} to win by ${margin}${orMore ? ' or more' : ''}`,
  exactScore: (home: string, score: string, away: string) => `${home} ${score} ${away} exactly`,
  halfTimeFullTime: (halfTime: string, fullTime: string) =>
    `${halfTime} at half-time and ${fullTime} at full time`,
  resultWord: (result: Result, home: string, away: string) =>
    result === 'draw' ? 'level' : result === 'home' ? home : away,
  firstHalf: (label: string) => `${label} in the first half`,
  and: (labels: string[]) =>
    labels.length < 2
      ? (labels[0] ?? '')
      : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`,

  // A selection looked back on
  pastWin: (team: string) => `${team} won`,
  pastDraw: () => 'the match was drawn',
  pastOrDraw: (team: string) => `${team} avoided defeat`,
  pastGoals: (direction: 'over' | 'under', line: string) =>
    `the match had ${direction} ${line} goals`,
  pastTeamScored: (team: string) => `${team} scored`,
  pastConceded: (team: string) => `${team} conceded`,
  pastTeamGoals: (team: string, direction: 'over' | 'under', line: string) =>
    `${team} scored ${direction} ${line} goals`,
  pastBtts: (yes: boolean): string => (yes ? 'both teams scored' : 'not both teams scored'),
  pastCleanSheet: (team: string) => `${team} kept a clean sheet`,
  pastWinToNil: (team: string) => `${team} won to nil`,
  pastMargin: (team: string, margin: number, orMore: boolean) =>
    `${team} won by ${margin}${orMore ? ' or more' : ''}`,
  pastScore: (score: string) => `it ended ${score}`,
  pastBand: (min: number, max: number) =>
    `the match had ${min === max ? min : `${min} to ${max}`} goals`,

  // Sentences
  chance: (label: string, p: string) => `${capital(label)}: ${p}.`,
  chanceWithOdds: (label: string, odds: string, p: string) =>
    `${capital(label)}: fair odds ${odds} (${p}).`,
  preMatch: (label: string, p: string) => `Before kick-off the model had ${label} at ${p}.`,
  oneBet: (label: string, p: string, odds: string) =>
    `${capital(label)}, as one bet: ${p} (fair odds ${odds}).`,
  legs: (items: string[]) => `On their own: ${items.join(', ')}.`,
  leg: (label: string, p: string) => `${label} ${p}`,
  yesNo: (answer: YesNo): string =>
    ({
      very_likely: 'Yes, very likely.',
      likely: 'Yes, more likely than not.',
      just_yes: 'Yes, but only just.',
      even: 'It is a coin flip.',
      just_no: 'No, but only just.',
      unlikely: 'No, more likely not.',
      very_unlikely: 'No, unlikely.',
    })[answer],

  isValue: (yes: boolean): string =>
    yes ? 'Yes, by the model it is value.' : 'No, by the model it is not value.',
  counted: (
    frame: 'season' | 'last_n' | 'meetings',
    label: string,
    hits: number,
    of: number,
    venue: 'home' | 'away' | null,
    n: number | null,
  ) => {
    const where = venue === 'home' ? ' at home' : venue === 'away' ? ' away' : '';
    if (frame === 'meetings') return `In their last ${of} meetings, ${label} in ${hits}.`;
    if (frame === 'last_n')
      return `In their last ${n ?? of} league matches${where}: ${label} in ${hits} of ${of}.`;
    return `Since the start of the season${where ? `, in their matches${where}` : ''}: ${label} in ${hits} of ${of} league matches.`;
  },

  noPast: (team: string) => `I have no finished league match of ${team} on record this season.`,
  impliedChance: (price: string, p: string) =>
    `A price of ${price} implies a ${p} chance (before any bookmaker's margin).`,
  impliedAgainst: (label: string, p: string) => `The model gives ${label} ${p}.`,
  needsPrice: () =>
    'Give me the decimal price (e.g. 2.10) and I will tell you the chance it implies.',
  notPriced: () => 'I do not price that one.',
};

export type AsksTexts = typeof en;

const es: AsksTexts = {
  win: (team) => `gana ${team}`,
  draw: () => 'empate',
  aheadAtHalf: (team) => `${team} por delante al descanso`,
  levelAtHalf: () => 'empate al descanso',
  orDraw: (team) => `${team} o empate`,
  drawNoBet: (team) => `${team} sin empate`,
  handicap: (team, line) => `${team} ${line}`,
  goals: (direction, line) => `${direction === 'over' ? 'más' : 'menos'} de ${line} goles`,
  band: (min, max) => (min === max ? `exactamente ${min} goles` : `entre ${min} y ${max} goles`),
  teamGoals: (team, direction, line) =>
    `${team} ${direction === 'over' ? 'más' : 'menos'} de ${line} goles`,
  teamScores: (team) => `marca ${team}`,
  concedes: (team) => `${team} recibe gol`,
  concedesLine: (team, direction, line) =>
    `${team} recibe ${direction === 'over' ? 'más' : 'menos'} de ${line} goles`,
  btts: (yes) => (yes ? 'marcan ambos' : 'no marcan ambos'),
  cleanSheet: (team) => `${team} deja la portería a cero`,
  winToNil: (team) => `${team} gana sin recibir gol`,
  margin: (team, margin, orMore) =>
    `${team ? `gana ${team}` : 'gana cualquiera'} por ${margin}${orMore ? ' o más' : ''}`,
  exactScore: (home, score, away) => `${home} ${score} ${away} exacto`,
  halfTimeFullTime: (halfTime, fullTime) => `${halfTime} al descanso y ${fullTime} al final`,
  resultWord: (result, home, away) =>
    result === 'draw' ? 'empate' : result === 'home' ? home : away,
  firstHalf: (label) => `${label} en la primera parte`,
  and: (labels) =>
    labels.length < 2 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} y ${labels.at(-1)}`,

  pastWin: (team) => `ganó ${team}`,
  pastDraw: () => 'hubo empate',
  pastOrDraw: (team) => `${team} no perdió`,
  pastGoals: (direction, line) => `hubo ${direction === 'over' ? 'más' : 'menos'} de ${line} goles`,
  pastTeamScored: (team) => `marcó ${team}`,
  pastConceded: (team) => `${team} recibió gol`,
  pastTeamGoals: (team, direction, line) =>
    `${team} marcó ${direction === 'over' ? 'más' : 'menos'} de ${line} goles`,
  pastBtts: (yes) => (yes ? 'marcaron ambos' : 'no marcaron ambos'),
  pastCleanSheet: (team) => `${team} dejó la portería a cero`,
  pastWinToNil: (team) => `${team} ganó sin recibir gol`,
  pastMargin: (team, margin, orMore) => `${team} ganó por ${margin}${orMore ? ' o más' : ''}`,
  pastScore: (score) => `acabó ${score}`,
  pastBand: (min, max) => `hubo ${min === max ? min : `entre ${min} y ${max}`} goles`,

  chance: (label, p) => `${capital(label)}: ${p}.`,
  chanceWithOdds: (label, odds, p) => `${capital(label)}: cuota justa ${odds} (${p}).`,
  preMatch: (label, p) => `Antes del partido el modelo daba ${label} al ${p}.`,
  oneBet: (label, p, odds) => `${capital(label)}, en una sola apuesta: ${p} (cuota justa ${odds}).`,
  legs: (items) => `Por separado: ${items.join(', ')}.`,
  leg: (label, p) => `${label} ${p}`,
  yesNo: (answer) =>
    ({
      very_likely: 'Sí, muy probable.',
      likely: 'Sí, más probable que no.',
      just_yes: 'Sí, pero por poco.',
      even: 'Está al cincuenta por ciento.',
      just_no: 'No, pero por poco.',
      unlikely: 'No, más bien no.',
      very_unlikely: 'No, es poco probable.',
    })[answer],

  isValue: (yes) =>
    yes ? 'Sí, según el modelo tiene valor.' : 'No, según el modelo no tiene valor.',
  counted: (frame, label, hits, of, venue, n) => {
    const where = venue === 'home' ? ' en casa' : venue === 'away' ? ' fuera' : '';
    if (frame === 'meetings') return `En sus últimos ${of} enfrentamientos, ${label} en ${hits}.`;
    if (frame === 'last_n')
      return `En sus últimos ${n ?? of} partidos de liga${where}: ${label} en ${hits} de ${of}.`;
    return `Desde el inicio de la temporada${where ? `, en sus partidos${where}` : ''}: ${label} en ${hits} de ${of} partidos de liga.`;
  },

  noPast: (team) => `No tengo ningún partido de liga terminado de ${team} esta temporada.`,
  impliedChance: (price, p) =>
    `Una cuota de ${price} implica una probabilidad del ${p} (antes del margen de la casa).`,
  impliedAgainst: (label, p) => `El modelo da ${label}: ${p}.`,
  needsPrice: () => 'Dime la cuota decimal (por ejemplo 2,10) y te digo qué probabilidad implica.',
  notPriced: () => 'Eso no lo tengo calculado.',
};

export const asksTexts: Record<Language, AsksTexts> = { en, es };
