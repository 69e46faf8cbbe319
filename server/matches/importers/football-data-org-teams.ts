import { normaliseTeamName } from '../csv/football-data-csv';

// football-data.org names clubs in full ("Wolverhampton Wanderers FC", "1. FSV Mainz 05");
// football-data.co.uk (and so our csv history and demo clubs) uses short names ("Wolves",
// "Mainz"). The same match from both sources must get the same external key, so every
// football-data.org name is mapped onto the csv spelling: an alias for the full name, then
// the club-type words stripped, then an alias for what is left, then the csv parser's own
// aliases, then accents dropped (csv names are plain ASCII).

// Words that say what kind of club it is, not which: "FC", "AFC", "SSC", "VfB", "Calcio"…
const CLUB_WORDS = new Set([
  '1.',
  'AC',
  'ACF',
  'ACR',
  'AFC',
  'AJ',
  'AS',
  'BC',
  'CA',
  'CD',
  'CF',
  'CFC',
  'CS',
  'Calcio',
  'DSC',
  'EA',
  'ESTAC',
  'FC',
  'FCO',
  'FSV',
  'HSC',
  'MSV',
  'OGC',
  'OSC',
  'RC',
  'RCD',
  'SC',
  'SCO',
  'SD',
  'SM',
  'SS',
  'SSC',
  'SV',
  'SpVgg',
  'TSG',
  'TSV',
  'UC',
  'UD',
  'US',
  'VfB',
  'VfL',
]);

// Keys are lower-case without accents: first tried on the full name, then on the name with
// the club words and founding years removed.
const ALIASES: Readonly<Record<string, string>> = {
  // Full names whose stripping would lose the identity.
  'paris fc': 'Paris FC',
  'gfc ajaccio': 'Ajaccio GFCO',
  'tsv 1860 munchen': 'Munich 1860',
  'tsv 1860 munich': 'Munich 1860',
  // England
  'brighton & hove albion': 'Brighton',
  'brighton hove': 'Brighton',
  'newcastle united': 'Newcastle',
  'leeds united': 'Leeds',
  'west ham united': 'West Ham',
  'wolverhampton wanderers': 'Wolves',
  'leicester city': 'Leicester',
  'ipswich town': 'Ipswich',
  'luton town': 'Luton',
  'norwich city': 'Norwich',
  'cardiff city': 'Cardiff',
  'swansea city': 'Swansea',
  'stoke city': 'Stoke',
  'hull city': 'Hull',
  'huddersfield town': 'Huddersfield',
  'queens park rangers': 'QPR',
  'wigan athletic': 'Wigan',
  'blackburn rovers': 'Blackburn',
  'bolton wanderers': 'Bolton',
  'birmingham city': 'Birmingham',
  'derby county': 'Derby',
  'charlton athletic': 'Charlton',
  'west bromwich albion': 'West Brom',
  'sheffield utd': 'Sheffield United',
  // Spain
  'club atletico de madrid': 'Ath Madrid',
  'atletico de madrid': 'Ath Madrid',
  atleti: 'Ath Madrid',
  'real betis balompie': 'Betis',
  'real sociedad de futbol': 'Sociedad',
  'celta de vigo': 'Celta',
  'rayo vallecano de madrid': 'Vallecano',
  'espanyol de barcelona': 'Espanol',
  'deportivo alaves': 'Alaves',
  'real valladolid': 'Valladolid',
  'real oviedo': 'Oviedo',
  'real zaragoza': 'Zaragoza',
  'real racing club de santander': 'Santander',
  'racing santander': 'Santander',
  'real sporting de gijon': 'Sp Gijon',
  'sporting gijon': 'Sp Gijon',
  'recreativo de huelva': 'Recreativo',
  'real murcia': 'Murcia',
  'numancia de soria': 'Numancia',
  'gimnastic de tarragona': 'Gimnastic',
  'albacete balompie': 'Albacete',
  // Italy
  'internazionale milano': 'Inter',
  'chievo verona': 'Chievo',
  spal: 'Spal',
  'delfino pescara': 'Pescara',
  'citta di palermo': 'Palermo',
  // Germany
  'bayern munchen': 'Bayern Munich',
  'bayer 04 leverkusen': 'Leverkusen',
  'mainz 05': 'Mainz',
  hamburger: 'Hamburg',
  'st. pauli': 'St Pauli',
  'darmstadt 98': 'Darmstadt',
  'hertha bsc': 'Hertha',
  'arminia bielefeld': 'Bielefeld',
  'paderborn 07': 'Paderborn',
  'hannover 96': 'Hannover',
  'ingolstadt 04': 'Ingolstadt',
  'eintracht braunschweig': 'Braunschweig',
  karlsruher: 'Karlsruhe',
  'energie cottbus': 'Cottbus',
  'alemannia aachen': 'Aachen',
  // France
  'olympique de marseille': 'Marseille',
  'olympique lyonnais': 'Lyon',
  'strasbourg alsace': 'Strasbourg',
  'stade rennais': 'Rennes',
  'stade brestois 29': 'Brest',
  'stade de reims': 'Reims',
  'girondins de bordeaux': 'Bordeaux',
  'clermont foot 63': 'Clermont',
  'nimes olympique': 'Nimes',
  'nancy lorraine': 'Nancy',
  'nancy-lorraine': 'Nancy',
  'sochaux-montbeliard': 'Sochaux',
  'grenoble foot 38': 'Grenoble',
  'sedan ardennes': 'Sedan',
  'arles-avignon': 'Arles',
};

function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

const aliasKey = (text: string) => withoutAccents(text).toLowerCase();

/** "FC St. Pauli 1910" → "St. Pauli": club-type words and founding years (four digits) go. */
export function stripClubWords(name: string): string {
  const words = name.split(' ').filter((w) => !CLUB_WORDS.has(w) && !/^(18|19|20)\d\d$/.test(w));
  // A name made only of such words ("AC") is kept as it is.
  return words.length > 0 ? words.join(' ') : name;
}

/** A football-data.org team name as football-data.co.uk (and our database) spells it. */
export function footballDataOrgTeamName(raw: string): string {
  const cleaned = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
  const full = ALIASES[aliasKey(cleaned)];
  if (full) return full;
  const stripped = stripClubWords(cleaned);
  const alias = ALIASES[aliasKey(stripped)];
  if (alias) return alias;
  return withoutAccents(normaliseTeamName(stripped));
}
