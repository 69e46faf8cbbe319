import type { Language } from '../../../../../contracts/language';

// The builtin analyst's sentences about the league season (answers/season.ts), in English and
// Spanish. Figures arrive formatted; dates arrive as stored (YYYY-MM-DD or ISO 8601) and are
// written here in words, in UTC like the kick-off.

type Venue = 'home' | 'away';
type Result = 'W' | 'D' | 'L';
/** The first word of a yes/no answer, or none. */
type YesNo = 'yes' | 'no' | null;
export type RunKind =
  | 'wins'
  | 'draws'
  | 'losses'
  | 'unbeaten'
  | 'winless'
  | 'scored'
  | 'failedToScore'
  | 'cleanSheets'
  | 'conceded';

const dateWords = (locale: string, withYear: boolean) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(withYear && { year: 'numeric' }),
    timeZone: 'UTC',
  });
const EN_DAY = dateWords('en-GB', false);
const EN_DAY_YEAR = dateWords('en-GB', true);
const ES_DAY = dateWords('es-ES', false);
const ES_DAY_YEAR = dateWords('es-ES', true);
const clock = (iso: string) => iso.slice(11, 16);

/** "a, b and c" / "a, b y c". */
const joined = (items: readonly string[], and: string) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
const count = (n: string, one: string, many: string) => `${n} ${n === '1' ? one : many}`;
const capital = (text: string) => text.replace(/^./, (c) => c.toUpperCase());

const EN_RUNS: Record<RunKind, string> = {
  wins: 'have won their last',
  draws: 'have drawn their last',
  losses: 'have lost their last',
  unbeaten: 'are unbeaten in their last',
  winless: 'are without a win in their last',
  scored: 'have scored in each of their last',
  failedToScore: 'have failed to score in their last',
  cleanSheets: 'have kept a clean sheet in each of their last',
  conceded: 'have conceded in each of their last',
};

const en = {
  /** "Saturday 21 November", with the year for meetings of other seasons. */
  day: (date: string, withYear = false) =>
    (withYear ? EN_DAY_YEAR : EN_DAY).format(new Date(date)).replace(',', ''),
  noMatches: (team: string) => `${team} have not played a league match this season yet.`,
  noVenueMatches: (team: string, venue: Venue) =>
    `${team} have not played a league match ${venue === 'home' ? 'at home' : 'away'} this season yet.`,
  noTable: () =>
    'No league match of the season has been played yet, so there is no table to go on.',

  lastMatch: (
    answer: YesNo,
    team: string,
    result: Result,
    score: string,
    opponent: string,
    venue: Venue,
    day: string,
  ) => {
    const where = venue === 'home' ? 'at home' : 'away';
    const what =
      result === 'W'
        ? `beat ${opponent} ${score} ${where}`
        : result === 'D'
          ? `drew ${score} with ${opponent} ${where}`
          : `lost ${score} to ${opponent} ${where}`;
    const lead = answer === 'yes' ? 'Yes: in' : answer === 'no' ? 'No: in' : 'In';
    return `${lead} their last league match, on ${day}, ${team} ${what}.`;
  },

  record: (
    team: string,
    venue: Venue | null,
    played: string,
    won: string,
    drawn: string,
    lost: string,
    scored: string,
    conceded: string,
    points: string,
  ) =>
    venue === null
      ? `Since the start of the season ${team} have won ${won}, drawn ${drawn} and lost ${lost} of their ${count(played, 'league match', 'league matches')}, scoring ${scored} and conceding ${conceded}: ${count(points, 'point', 'points')}.`
      : `In their ${venue} league matches this season ${team} have won ${won}, drawn ${drawn} and lost ${lost} of ${played}, scoring ${scored} and conceding ${conceded}: ${count(points, 'point', 'points')}.`,

  seasonGoals: (
    team: string,
    played: string,
    scored: string,
    conceded: string,
    scoredPerGame: string,
    concededPerGame: string,
  ) =>
    `Since the start of the season ${team} have scored ${scored} and conceded ${conceded} in ${count(played, 'league match', 'league matches')} (${scoredPerGame} and ${concededPerGame} a game).`,
  cleanSheets: (cleanSheets: string, failedToScore: string) =>
    `${cleanSheets === '0' ? 'They have not kept a clean sheet' : `They have kept ${count(cleanSheets, 'clean sheet', 'clean sheets')}`} and ${failedToScore === '0' ? 'have scored in every match' : `failed to score in ${failedToScore}`}.`,

  leader: (team: string, points: string, played: string) =>
    `${team} lead the table with ${count(points, 'point', 'points')} from ${count(played, 'match', 'matches')}.`,
  levelWithLeader: (teams: string[], points: string) =>
    `${joined(teams, 'and')} are level on ${count(points, 'point', 'points')}, behind on the tie-breaks.`,
  places: (which: 'topFour' | 'bottomThree', items: string[]) =>
    `${which === 'topFour' ? 'The top four' : 'The bottom three'}: ${items.join(', ')}.`,
  place: (position: string, team: string, points: string, first: boolean) =>
    `${position} ${team} ${first ? count(points, 'point', 'points') : points}`,
  position: (team: string, position: string, points: string, played: string) =>
    `${team} are ${position} with ${count(points, 'point', 'points')} from ${count(played, 'match', 'matches')}.`,
  behindLeader: (team: string, points: string, leader: string) =>
    points === '0'
      ? `${team} are level on points with the leaders, ${leader}, behind on the tie-breaks.`
      : `${team} are ${count(points, 'point', 'points')} behind the leaders, ${leader}.`,
  topFourGap: (team: string, inside: boolean, points: string) =>
    inside
      ? points === '0'
        ? `${team} are in the top four, level on points with fifth place.`
        : `${team} are in the top four, ${count(points, 'point', 'points')} clear of fifth place.`
      : points === '0'
        ? `${team} are level on points with fourth place, behind on the tie-breaks.`
        : `${team} are ${count(points, 'point', 'points')} behind fourth place.`,
  bottomThreeGap: (team: string, inside: boolean, points: string) =>
    inside
      ? points === '0'
        ? `${team} are in the bottom three, level on points with the place above it.`
        : `${team} are in the bottom three, ${count(points, 'point', 'points')} from safety.`
      : points === '0'
        ? `${team} are level on points with the bottom three, above on the tie-breaks.`
        : `${team} are ${count(points, 'point', 'points')} above the bottom three.`,

  /** "won their last 3 league matches": the first run of a sentence names the matches. */
  run: (kind: RunKind, n: string, first: boolean) =>
    `${EN_RUNS[kind]} ${n}${first ? ' league matches' : ''}`,
  runs: (team: string, runs: string[]) => `${team} ${joined(runs, 'and')}.`,
  noRuns: (team: string) => `${team} are not on a run of two league matches or more of any kind.`,

  nextMatch: (team: string, opponent: string, venue: Venue, day: string, iso: string) =>
    `${team}'s next match after this one: ${venue === 'home' ? `at home to ${opponent}` : `away at ${opponent}`} on ${day} at ${clock(iso)} (UTC).`,
  noNextMatch: (team: string) => `I have no fixture for ${team} after this one on record.`,
  reverseFixture: (day: string, result: string) =>
    `The reverse fixture this season, on ${day}: ${result}.`,
  noReverseFixture: (home: string, away: string) =>
    `${home} and ${away} have not met yet this season.`,
  previousMeeting: (day: string, result: string) => `They last met on ${day}: ${result}.`,
  neverMet: (home: string, away: string) =>
    `${home} and ${away} have not met in the matches on record.`,
};

export type SeasonTexts = typeof en;

// Clubs that take the feminine article in Spanish, as in es.ts.
const FEMININE =
  /\b(Juventus|Roma|Lazio|Fiorentina|Atalanta|Sampdoria|Salernitana|Cremonese|Spezia|Reggina|Reggiana|SPAL|Real Sociedad|La Real)\b/;
const el = (team: string) => `${FEMININE.test(team) ? 'la' : 'el'} ${team}`;
const al = (team: string) => (FEMININE.test(team) ? `a la ${team}` : `al ${team}`);
const del = (team: string) => (FEMININE.test(team) ? `de la ${team}` : `del ${team}`);
/** "empatado" / "empatada": the word agrees with the club's article. */
const level = (team: string) => (FEMININE.test(team) ? 'empatada' : 'empatado');

const ES_RUNS: Record<RunKind, (n: string, matches: string) => string> = {
  wins: (n, m) => `ha ganado sus últimos ${n}${m}`,
  draws: (n, m) => `ha empatado sus últimos ${n}${m}`,
  losses: (n, m) => `ha perdido sus últimos ${n}${m}`,
  unbeaten: (n, m) => `lleva ${n}${m} sin perder`,
  winless: (n, m) => `lleva ${n}${m} sin ganar`,
  scored: (n, m) => `ha marcado en cada uno de sus últimos ${n}${m}`,
  failedToScore: (n, m) => `no ha marcado en sus últimos ${n}${m}`,
  cleanSheets: (n, m) => `ha dejado la portería a cero en sus últimos ${n}${m}`,
  conceded: (n, m) => `ha encajado en cada uno de sus últimos ${n}${m}`,
};

const es: SeasonTexts = {
  day: (date, withYear = false) =>
    (withYear ? ES_DAY_YEAR : ES_DAY).format(new Date(date)).replace(',', ''),
  noMatches: (team) =>
    `${capital(el(team))} aún no ha jugado ningún partido de liga esta temporada.`,
  noVenueMatches: (team, venue) =>
    `${capital(el(team))} aún no ha jugado ningún partido de liga ${venue === 'home' ? 'en casa' : 'fuera de casa'} esta temporada.`,
  noTable: () =>
    'Aún no se ha jugado ningún partido de liga esta temporada, así que no hay clasificación.',

  lastMatch: (answer, team, result, score, opponent, venue, day) => {
    const where = venue === 'home' ? 'en casa' : 'fuera de casa';
    const what =
      result === 'W'
        ? `ganó ${score} ${al(opponent)} ${where}`
        : result === 'D'
          ? `empató ${score} con ${el(opponent)} ${where}`
          : `perdió ${score} contra ${el(opponent)} ${where}`;
    const lead = answer === 'yes' ? 'Sí: en' : answer === 'no' ? 'No: en' : 'En';
    return `${lead} su último partido de liga, el ${day}, ${el(team)} ${what}.`;
  },

  record: (team, venue, played, won, drawn, lost, scored, conceded, points) =>
    venue === null
      ? `Desde el inicio de la temporada ${el(team)} ha ganado ${won}, empatado ${drawn} y perdido ${lost} de sus ${count(played, 'partido de liga', 'partidos de liga')}, con ${scored} goles a favor y ${conceded} en contra: ${count(points, 'punto', 'puntos')}.`
      : `En sus partidos de liga ${venue === 'home' ? 'en casa' : 'fuera de casa'} esta temporada ${el(team)} ha ganado ${won}, empatado ${drawn} y perdido ${lost} de ${played}, con ${scored} goles a favor y ${conceded} en contra: ${count(points, 'punto', 'puntos')}.`,

  seasonGoals: (team, played, scored, conceded, scoredPerGame, concededPerGame) =>
    `Desde el inicio de la temporada ${el(team)} ha marcado ${scored} goles y ha encajado ${conceded} en ${count(played, 'partido de liga', 'partidos de liga')} (${scoredPerGame} y ${concededPerGame} por partido).`,
  cleanSheets: (cleanSheets, failedToScore) =>
    `${cleanSheets === '0' ? 'No ha dejado la portería a cero ninguna vez' : `Ha dejado la portería a cero ${count(cleanSheets, 'vez', 'veces')}`} y ${failedToScore === '0' ? 'ha marcado en todos sus partidos' : `se ha quedado sin marcar en ${failedToScore}`}.`,

  leader: (team, points, played) =>
    `${capital(el(team))} lidera la clasificación con ${count(points, 'punto', 'puntos')} en ${count(played, 'partido', 'partidos')}.`,
  levelWithLeader: (teams, points) =>
    `${capital(joined(teams.map(el), 'y'))} ${teams.length === 1 ? `está ${level(teams[0] ?? '')}` : 'están empatados'} a ${count(points, 'punto', 'puntos')}, por detrás en los desempates.`,
  places: (which, items) =>
    `${which === 'topFour' ? 'Los cuatro primeros' : 'Los tres últimos'}: ${items.join(', ')}.`,
  place: (position, team, points, first) =>
    `${position} ${team} ${first ? count(points, 'punto', 'puntos') : points}`,
  position: (team, position, points, played) =>
    `${capital(el(team))} es ${position} con ${count(points, 'punto', 'puntos')} en ${count(played, 'partido', 'partidos')}.`,
  behindLeader: (team, points, leader) =>
    points === '0'
      ? `${capital(el(team))} está ${level(team)} a puntos con el líder, ${el(leader)}, por detrás en los desempates.`
      : `${capital(el(team))} está a ${count(points, 'punto', 'puntos')} del líder, ${el(leader)}.`,
  topFourGap: (team, inside, points) =>
    inside
      ? points === '0'
        ? `${capital(el(team))} está entre los cuatro primeros, ${level(team)} a puntos con el quinto.`
        : `${capital(el(team))} está entre los cuatro primeros, con ${count(points, 'punto', 'puntos')} de ventaja sobre el quinto.`
      : points === '0'
        ? `${capital(el(team))} está ${level(team)} a puntos con el cuarto, por detrás en los desempates.`
        : `${capital(el(team))} está a ${count(points, 'punto', 'puntos')} del cuarto puesto.`,
  bottomThreeGap: (team, inside, points) =>
    inside
      ? points === '0'
        ? `${capital(el(team))} está entre los tres últimos, ${level(team)} a puntos con el puesto de arriba.`
        : `${capital(el(team))} está entre los tres últimos, a ${count(points, 'punto', 'puntos')} de la salvación.`
      : points === '0'
        ? `${capital(el(team))} está ${level(team)} a puntos con los tres últimos, por delante en los desempates.`
        : `${capital(el(team))} tiene ${count(points, 'punto', 'puntos')} de margen sobre los tres últimos.`,

  run: (kind, n, first) => ES_RUNS[kind](n, first ? ' partidos de liga' : ''),
  runs: (team, runs) => `${capital(el(team))} ${joined(runs, 'y')}.`,
  noRuns: (team) => `${capital(el(team))} no lleva ninguna racha de dos o más partidos de liga.`,

  nextMatch: (team, opponent, venue, day, iso) =>
    `El próximo partido ${del(team)} después de este: ${venue === 'home' ? `en casa contra ${el(opponent)}` : `fuera de casa contra ${el(opponent)}`}, el ${day} a las ${clock(iso)} (UTC).`,
  noNextMatch: (team) => `No tengo registrado ningún partido ${del(team)} después de este.`,
  reverseFixture: (day, result) => `El partido de ida esta temporada, el ${day}: ${result}.`,
  noReverseFixture: (home, away) =>
    `${capital(el(home))} y ${el(away)} aún no se han enfrentado esta temporada.`,
  previousMeeting: (day, result) => `Se enfrentaron por última vez el ${day}: ${result}.`,
  neverMet: (home, away) =>
    `${capital(el(home))} y ${el(away)} no se han enfrentado en los partidos registrados.`,
};

export const seasonTexts: Record<Language, SeasonTexts> = { en, es };
