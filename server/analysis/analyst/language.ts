import type { Language } from '../../../contracts/language';

/** Lower case without accents, so 'Quién' and 'quien' match the same word lists. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

// Words that are common in football questions and belong to one language only.
const SPANISH_WORDS = new Set(
  (
    'quien quienes ganara ganar gana ganador goles gol cuantos cuantas partido marcador forma ' +
    'que como por porque cual cuales el la los las del una uno es son sera seran habra hay ' +
    'equipo equipos contra resultado ambos marcan racha lesiones lesion alineacion hola ' +
    'gracias y o de en mas menos favorito probable probabilidad ultimos enfrentamientos ' +
    'historial fuerza ataque defensa puedes sabes ayuda local visitante empate esperados ' +
    // Everyday words, so a message about something else is answered in its own language too.
    'yo mi tu usted un esto eso esta este escribe dime dame sobre con para quiero necesito ' +
    'tengo tiene hace cuando donde hoy manana noche chiste receta pero muy tambien ahora nada ' +
    'algo todo poema cuentame hazme explicame'
  ).split(' '),
);
const ENGLISH_WORDS = new Set(
  (
    'who whom will win wins winner the what how many much goals goal match game score scores ' +
    'form is are be there why which against result both teams team injuries injury lineup ' +
    'hello hi hey thanks and or of to in more less favourite favorite likely chance chances ' +
    'last meetings head strength attack defence defense can you help home away draw expected ' +
    // Everyday words (as above).
    'i my your it this that do does did an please tell write about with for want need think ' +
    'know like just get give some any yes its im dont cant would could should was were has ' +
    'have been when where they them their we our he she his her joke poem recipe weather ' +
    'today tomorrow tonight me'
  ).split(' '),
);

/** The language a message is written in, or null when it is too short or mixed to tell. */
export function detectLanguage(text: string): Language | null {
  // ¿ ¡ ñ and accented vowels only occur in Spanish among the two.
  let spanish = (text.match(/[¿¡ñÑáéíóúÁÉÍÓÚ]/g) ?? []).length * 2;
  let english = 0;
  for (const word of foldText(text).match(/[a-z]+/g) ?? []) {
    if (SPANISH_WORDS.has(word)) spanish++;
    if (ENGLISH_WORDS.has(word)) english++;
  }
  if (spanish > english) return 'es';
  if (english > spanish) return 'en';
  return null;
}

/** docs/chat-protocol.md: the question's own language, else the one the message asks for,
 * else the user's. */
export function replyLanguage(
  question: string,
  requested: Language | undefined,
  userLanguage: string,
): Language {
  return detectLanguage(question) ?? requested ?? (userLanguage === 'es' ? 'es' : 'en');
}
