// Players fans name in questions the model cannot answer ("will Haaland play?", "¿marca
// Griezmann?"): the match data has clubs, scores and odds, no squads. (No managers: "Simeone's
// lot", "los de Pep" are their teams.) Hand-compiled from the
// five leagues' best-known players and a few retired names fans still ask about, written as
// normalize.ts writes text (lower case, no accents). A name that is also an everyday word
// ("rice", "son", "jesus", "james", "white", "kane" as in a cane) is listed only with its first
// name. Not a squad list: keep it to names fans type, and add to it from stored chats.
const NAMES = `
saka, odegaard, martinelli, havertz, saliba, trossard, declan rice, gabriel jesus, ben white, 
timber, merino, gyokeres, madueke, nwaneri, david raya,
cole palmer, palmer, enzo fernandez, caicedo, nkunku, nicolas jackson, reece james, cucurella, mudryk, sterling,
joao pedro, delap,
haaland, foden, de bruyne, grealish, doku, gvardiol, ederson, rodri, bernardo silva, marmoush,
cherki, reijnders,
salah, van dijk, alisson, alexander arnold, trent, robertson, konate, gakpo, szoboszlai, mac allister,
gravenberch, darwin nunez, nunez, luis diaz, diogo jota, wirtz, isak, ekitike, frimpong,
bruno fernandes, rashford, garnacho, hojlund, mainoo, onana, maguire, dalot, zirkzee, ugarte, de ligt,
mazraoui, amad diallo, mbeumo, cunha, sesko,
maddison, kulusevski, richarlison, vicario, van de ven, cuti romero, heung min son, son heung min,
solanke, porro, bissouma, kudus,
anthony gordon, guimaraes, trippier, tonali,
ollie watkins, watkins, mcginn, emi martinez, tielemans,
jarrod bowen, paqueta, mitoma, welbeck,
mbappe, vinicius, vini, bellingham, rodrygo, valverde, modric, kroos, courtois, carvajal, rudiger,
militao, camavinga, tchouameni, endrick, arda guler, guler, huijsen,
lewandowski, lamine yamal, lamine, yamal, pedri, gavi, raphinha, ferran torres, dani olmo, olmo, araujo, kounde,
cubarsi, ter stegen, frenkie de jong, de jong, balde, fermin lopez, fermin,
griezmann, morata, oblak, koke, de paul, julian alvarez, julian, sorloth, gimenez, marcos llorente, llorente,
isco, fekir, lo celso, abde, chimy avila,
en nesyri, lukebakio, jesus navas, sergio ramos,
hugo duro, pepelu, mamardashvili,
harry kane, musiala, leroy sane, gnabry, thomas muller, muller, neuer, kimmich, olise, alphonso davies, upamecano,
xhaka, boniface, guirassy, adeyemi, brandt, schlotterbeck,
osimhen, kvaratskhelia, kvara, lukaku, lautaro, thuram, barella, calhanoglu, leao,
pulisic, theo hernandez, vlahovic, yildiz, dybala, lookman, retegui, mctominay,
dembele, kolo muani, barcola, hakimi, donnarumma, marquinhos, vitinha, joao neves, doue,
messi, cristiano, ronaldo, neymar, benzema, luis suarez, iniesta, casemiro, zidane, cristiano ronaldo
`;

const names = NAMES.split(',')
  .map((name) => name.trim().replace(/\s+/g, ' '))
  .filter(Boolean)
  // Longest first, so "cristiano ronaldo" is one name, not "cristiano" and a second one.
  .sort((a, b) => b.length - a.length);

const PLAYER = new RegExp(`\\b(?:${names.join('|')})\\b`, 'g');

/** The text with each player it names written as `marker` (rules.ts reads questions about
 * players by it). */
export function markPlayers(text: string, marker = '@player'): string {
  return text.replace(PLAYER, marker);
}
