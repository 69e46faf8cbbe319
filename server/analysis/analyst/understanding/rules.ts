import { markPlayers } from './players';
import type { Intent } from './understanding';

// A small layer of high-precision keyword rules in front of the classifiers: the words that
// name a topic outright in either language ("clean sheet", "portería a cero", "h2h",
// "árbitro"). The classifiers generalise from phrasings; these catch a topic's own word in
// any phrasing around it, which is where the classifiers failed on questions they had not
// seen (bench:analyst). Read on normalized text without club names (normalize.ts), first
// match wins, so the more specific topic comes first (win to nil before clean sheet, a
// stake before the market it names, postponed before "why"; only "is it a sure thing?"
// comes after the markets).

const FANTASY = /\b(?:fpl|fantasy|captaincy)\b/;

const RULES: ReadonlyArray<readonly [Intent, RegExp]> = [
  [
    'injection',
    /\b(?:ignore|disregard|forget)\b.{0,40}\b(?:instructions?|rules|prompt|above|previous)\b|\bsystem prompt\b|^system\b|\b(?:developer|dev|god) mode\b|\byou are now\b|\bact as\b|\bpretend (?:to be|you are|you'?re|youre|your)\b|\breveal\b.{0,30}\b(?:instructions|prompt|rules)\b|\bjailbreak\b|\boverride\b|\byour new (?:role|job|task|instructions)\b|\bnew instructions\b|\btu nuevo (?:rol|papel|trabajo)\b|\bnuevas instrucciones\b|\b(?:ignora|olvida|olvidate de|borra|borrate|elimina)\b.{0,40}\b(?:instrucciones|reglas|prompt|anterior)\b|\b(?:haga|haz|hagamos) (?:de cuenta|como si)\b.{0,30}\b(?:reglas|instrucciones|restricciones)\b|\bprompt del sistema\b|\ba partir de ahora (?:eres|seras|actua)\b|\bactua como\b|^ahora eres\b|\bsin reglas\b|\bmodo desarrollador\b|\bsin restricciones\b|\b(?:dime|muestrame|ensename) (?:tus|las|el) (?:instrucciones|reglas|prompt)\b|\bfrom now on (?:you|you're|youre|you are|act)\b|\bno (?:restrictions|limits|filters)\b|\bsin (?:limites|restricciones|filtros)\b|\bde ahora en adelante (?:eres|actua|seras)\b/,
  ],
  [
    'abuse',
    /\b(?:you|you are|you're|youre|your|this bot|bot|this app|this thing)\b.{0,20}\b(?:idiot|stupid|dumb|useless|trash|garbage|rubbish|shit|crap|suck|sucks|moron|pathetic|worst)\b|\bshut up\b|\b(?:fuck|stfu)\b|\b(?:maquina|robot|programa|chatbot) (?:tont[oa]|inutil|estupid[oa]|de mierda|basura)\b|\b(?:eres|sos|este bot|bot|esto|esta app)\b.{0,20}\b(?:inutil|tonto|idiota|estupido|mierda|basura|pesimo|malisimo|penoso|porqueria)\b|\bcallate\b|\bno sirves\b|\b(?:gilipollas|imbecil|subnormal)\b|\b(?:basura|mierda) de (?:app|bot)\b|\b(?:app|bot) de (?:mierda|basura)\b|^(?:bot|app) (?:de )?(?:mierda|basura|inutil)$|\bgarbage\b|\b(?:numpty|muppet|bampot|eejit|plonker|tosser|pish|bell ?end|knob ?head|dick ?head|wanker|twat)\b|\b(?:eres|sos|bot|un|una|que|tan|re|muy) (?:re |muy |un |una |tan )?(?:boludo|pelotudo|pendejo|cabron|huevon|weon|idiota)\b|\b(?:boludo|pelotudo|pendejo|cabron|huevon|weon|idiota)(?: de)? bot\b|^(?:boludo|pelotudo|pendejo|cabron|huevon|weon|idiota)$|\b(?:prediccion|app|bot|modelo|respuesta) de mierda\b|\bso (?:dumb|stupid|useless)\b|\b(?:stupid|dumb|useless|rubbish|garbage|idiot|pathetic|worthless) (?:bot|app|ai|machine)\b|\bpedazo de (?:chatarra|basura|mierda|cacharro|trasto|inutil)\b|\b(?:dumber|stupider|thicker|dafter) than\b|\b(?:you'?re|you are|your|eres|sos) (?:a |an |such a |un |una )?(?:joke|clown|payaso|chiste|nabo|bobo|zoquete|paquete|manta)\b|\bcouldn'?t predict\b|^(?:payaso|clown)$/,
  ],
  [
    // Sums are not about the match, though they hold numbers ("what's 2+2", "¿cuánto es 7 por 8?").
    'off_topic',
    /\b(?:win|wins|won|winning|gana|ganan|gano|ganar|ganara|se lleva)\b.{0,20}\b(?:champions(?: league)?|europa league|conference league|the league|league title|the title|el titulo|la liga|la premier|premier league|serie a|bundesliga|ligue 1|the cup|la copa|fa cup|copa del rey|world cup|mundial|eurocopa|(?<!\d ?)euros|copa america|ballon d'?or|balon de oro|golden boot|pichichi|bota de oro)\b|\b(?:homework|deberes|tarea de|mates|matematicas)\b|\boff ?topic\b|\bunrelated\b|\bforget (?:the )?(?:football|footy|soccer|match|game)\b|\brandom question\b|\bnothing to do with (?:football|the match|the game)\b|\bfuera de tema\b|\bnada que ver con (?:el )?futbol\b|\bolvida(?:te)? (?:del|el) futbol\b|\bcambiando de tema\b|\b(?:write|with|do) (?:my|an|a|the) (?:essay|assignment)\b|\b(?:essay|ensayo) (?:on|about|sobre)\b|\b(?:brunch|restaurant|restaurante|chippy|takeaway)\b|\b(?:best|decent|good) (?:place|spot|bar) (?:to|for|in)\b|\bmejor sitio (?:pa|para)\b|\bque me recomiendas para (?:cenar|comer)\b|\bhow do (?:i|you) say\b|\b(?:recipe|receta|marinade|marinada|ceviche|paella|cocinar|how (?:do (?:i|you)|to) (?:cook|bake))\b|\bcomo se (?:hace|hacen|cocina|cocinan|prepara|preparan)\b|\b(?:super ?bowl|nba|nfl|nhl|mlb|ipl|darts|snooker|rugby|nascar|indycar|love island|eurovision|oscars?|grammys?|big brother|x factor|bake off|strictly|gran hermano|operacion triunfo|wimbledon|formula (?:1|one|uno)|f1|grand prix|gran premio|tennis|tenis|basketball|baloncesto|basquet|baseball|beisbol|golf|the masters|cricket|boxing|boxeo|ufc|hurling|gaelic football|gaa|camogie|afl|nrl|netball|handball|balonmano|volleyball|voleibol|padel|moto ?gp|tour de france|olympics|olimpiadas)\b|^(?:what'?s|whats|what is|how much is|cuanto es|cuanto son|calcula) \d+(?:\.\d+)? ?(?:[-+*x/]|plus|minus|times|divided by|por|mas|menos|entre) ?\d+|\bhelp (?:me )?with (?:my|a|an)\b|\b(?:elecciones|elections?|gobierno|government|politics|politica|presidente del gobierno|prime minister|primer ministro)\b|\b(?:me )?ayuda[s]? (?:con|a hacer|a escribir) (?:mi|mis|un|una)\b/,
  ],
  [
    'stake',
    /\bhow much (?:money )?(?:should|do|to|can|would|shall)? ?(?:i|we)? ?(?:bet|stake|put|wager|lay|throw)\b|\bguaranteed? (?:win|winner|winners|money|profit|bet)\b|\bstaking plan\b|\bbankroll\b|\b(?:mi|my) bank\b|\bkelly\b|\bcash(?:ing)? ?out\b|\bstake \d+(?:\/\d+)?\b|\bstake plan\b|\bganador (?:seguro|garantizado)\b|\b(?:bet|betting|stake|staking|put|putting|bank|stick|sticking|lump|lumping) (?:my|me|the) (?:house|rent|savings|salary|wages|life)\b|\bshould i (?:bet|back|stake|put money)\b|(?<!\d )\b(?:go )?all in\b|\bcuanto (?:le )?(?:apuesto|meto|juego|pongo|deberia apostar|apostar|apostarias)\b|\bme juego\b(?!.{0,30}\b(?:con (?:mi|mis|un|una|el|la|los)|cafe|cerve[sz]as?|canas|almuerzo|comida|cena|birras?|chelas?|asado|pizza|desayuno)\b)|\b(?:apuesto|apostar|apuesta) (?:todo|la casa|el alquiler|la nomina|el sueldo)\b|\b(?:deberia|debo|conviene) apostar\b|\bunits?\b|\b\d+ ?u\b|\bunidades\b|\bput (?:the lot|everything|it all|all of it) on\b|\bback (?:them|it|him|this|that)\b|\ble (?:meto|apuesto|entro|pongo|juego)\b|\b(?:meterle|apostarle|jugarle)\b|\bbet my\b|\bmy (?:wages|savings|salary|house|rent)\b|\b(?:apuesta|una) combinada\b|\b\d+ ?(?:quid|pounds|bucks|dollars|euros|pesos|soles|libras|dolares|lucas|mil pesos|pavos|pelas|varos|bolos|lempiras|colones|quetzales)\b|[£$€] ?\d|\b(?:le )?(?:ponga|pongo|apueste|apuesto|juegue) \d+\b|\ble meta \d+\b|\bperder (?:mi|la|el) (?:plata|platita|dinero|sueldo)\b/,
  ],
  // A known player named in a question with no line, score or price in it ("haaland play
  // tomorrow or not?", "¿griezmann la mete hoy?"): about the player, whatever the verb, before
  // the markets' and the match's own words.
  ['cant_know', /^(?!.*\d).*@listed\b/],
  // What it covers, before the markets it lists ("¿qué mercados cubres? 1X2, hándicap...").
  [
    'help',
    /\b(?:que mercados|what markets|which markets|features|funcionalidades|funciones)\b|\bwhat can (?:you|u|this|it) (?:do|answer|help (?:me )?with|tell me about)\b|\bwhat (?:kind|kinda|sort|sorta) (?:of )?(?:stuff|things|questions|info)\b.{0,20}\b(?:you|u)\b|\bhow (?:do|am|can|should) i (?:meant to |supposed to )?use (?:this|it|you|the app)\b|\bhow (?:does|do) (?:this|it|the app|this app|this bot|this thing) work\b|\bque (?:puedes|podes|sabes|puede|sabe) hacer\b|\bque me (?:puedes|podes) decir de (?:un|este|el) partido\b|\bcomo (?:funciona|se usa)(?: esto| esta app| la app| el bot| la aplicacion)?$|\bpara que sirve (?:esto|esta app|la app|el bot)\b|\bwhat do (?:the|these|your) (?:percentages|numbers|figures|probabilities) (?:even )?mean\b|\b(?:use|point) of this (?:app|bot|thing)\b|\bwhat (?:is|does) this (?:app|bot)\b/,
  ],
  // "Howdy from Calgary", "awrite", "buenas, aquí uno de Albacete": a greeting and a few
  // words with no question in them (the classifier has not met every way of saying hello).
  [
    'greeting',
    /^(?:hi|hello|helo|hey|heya|hiya|howdy|awrite|alright|aye aye|ay up|ey up|eh up|gidday|g ?day|good (?:morning|afternoon|evening|day)|morning|evening|yo|sup|wassup|hola|holi|buenas|buenos dias|buenas (?:tardes|noches)|epa|xopa|wena|quiubo|bula|salaam|salam|namaste|konnichiwa|ciao|bonjour|hallo|oi|ola)\b(?!.*\b(?:win|wins|gana|ganan|score|scores|goals?|goles?|odds|cuotas?|over|under|who|quien|chance|chances|probab[a-z]*|predict[a-z]*|pronostico|btts|draw|empate|how many|cuantos|when|cuando|what time|hora|result|resultado|value|help|ayuda|can you|puedes|tell me|dime|analy[sz]e|analiza|think|crees|opinas|reckon|partido|match|game|como va|viene|vienen|take|thoughts|preview|clasico|derby|derbi)\b)(?:\W+\w+){0,10}\W*$/,
  ],
  // Asked for an analysis outright ("analyse Spurs City for me, form and who you fancy"):
  // the overview, before the topics it lists (its tag questions, "what do you think?", stay
  // last).
  [
    'overview',
    /\bpreview\b|\boverview\b|\brundown\b|\blowdown\b|\bbreakdown\b|\banaly[sz]\w*\b|\banalisis\b|\banaliza[a-z]*\b|\bprevia\b/,
  ],
  [
    'match_status',
    /\b(?:postpone[a-z]*|called off|cancell?ed|suspended|rescheduled|abandoned)\b|\bnew date\b|\brearrange[a-z]*\b|\bwhens (?:it|the game|the match|the derby)\b|\b(?:donde|por donde|en que canal|que canal|which channel|what channel)\b.{0,20}\b(?:ver|veo|verlo|pasan|dan|televisan|transmiten|echan|watch|stream|on)\b|\b(?:ya )?ha empezado\b|\bya (?:empezo|comenzo|arranco)\b|\b(?:has it|it has|already) (?:started|kicked off)\b|\bstarted yet\b|\b(?:cual es|como va|dime|y) (?:el )?(?:marcador|resultado) actual\b|^(?:el )?(?:marcador|resultado) actual$|\bkick[- ]?off\b|\b(?:at )?what hour\b|\bwhat time(?:'s| is| does| do)? (?:the )?(?:kick ?off|ko|game|match|it start|they)\b|\bwhat minute\b|\bstart(?:ing|s)? (?:at )?what time\b|\bwhat time\b.{0,25}\b(?:start|starting|kick|begin)|(?<!\b(?:kill|kills|killing|finish|finishes|finishing|polish|top|round|cap|seal|seals|sealing|wrap|wraps|wrapping) )\b(?:game|match|it) (?:actually |really )?off\b|\bwhen (?:they'?ll|they will|will they|do they|are they going to|they gonna) (?:play|replay)\b|\bwhen (?:is|does|will|are)\b.{0,25}\b(?:start|play|on|played|kick|happening)\b|(?<!\b(?:btts|gg|over|under|draw|dnb|handicap|bet|acca|line|chance|cs|scoring|score|goals?|\d)\b.{0,25})\bstill (?:on(?! the cards)|happening|going ahead)\b|\bgoing ahead\b|\b(?:derby|game|match|fixture|it'?s|it) (?:is )?back on\b|\bwhere things stand\b|\b(?:this|that|the) (?:one|ones|game|match|fixture|derby)(?: is|s)? (?:still |not |no longer )?(?:on|happening)(?= (?:tonight|today|tomorrow|anymore|any more|this weekend|or what|or not|then|at all)\b|$)|\bwhy (?:isn'?t|is not|isnt) (?:it|this|the game|the match) on\b|\b(?:game|match) on (?:right now |now )?or\b|(?<!\bor )\bis it finished\b|\bis it (?:half ?time|ht|full ?time|ft|over) yet\b|\bya (?:es|estan en|llego el|llegaron al) (?:el )?(?:descanso|entretiempo|medio tiempo)\b|\bwhat'?s the score\b|\b(?:which|what) (?:stadium|ground)\b|\ben (?:que|cual) (?:estadio|campo)\b|\bwhere(?:'s| is) (?:it|the game|the match) (?:being )?played\b|\bdonde se juega\b|\b(?:is it|is the (?:game|match)|are they playing|played|se juega) (?:at|in|en) (?:the |el )?(?:emirates|bernabeu|camp nou|metropolitano|old trafford|anfield|etihad|stamford bridge|villamarin|mestalla)\b|\bcurrent score\b|\b(?:aplazad|suspendid|pospuest|cancelad)[a-z]*\b|\bse (?:aplazo|suspendio|pospuso|cancelo)\b|\bnueva fecha\b|\ba que hora\b|\bhora del partido\b|\bque minuto\b|\bcuando (?:se juega|es el partido|juegan|empieza|arranca)\b|^como van?(?: el| la)?$|\bcuanto va(?:n)?(?: el partido)?$|\bcomo va el marcador\b|\bno se (?:juega|jugo|disputa)\b|\bwhy (?:isn't|isnt|is it not|wasn't|wasnt) (?:it |the game |the match )?(?:being )?played\b|\bwhat happened (?:to|with) (?:this|the) (?:match|game)\b|\bque (?:paso|pasa) con (?:el|este) partido\b|\bcall(?:ed|ing)? (?:it |the game |the match )?off\b|\bit'?s off\b|\bgame'?s off\b|\boff then\b|\bpara cuando\b|\bwatch (?:it|the game|the match|this|today|tonight|[a-z]+ v)\b(?! ?s\b)|\bcant i watch\b|\b(?:donde|where) (?:lo |can i |puedo )?(?:veo|ver|watch|televisan|dan|stream)\b|\bwhen(?:'s| is) (?:it|the game|the match|the clasico|the derby|kick ?off)\b|\btonight or tomorrow\b|\b(?:is|are) (?:it|the game|the match|the clasico|the derby|they playing) (?:on )?(?:tonight|today|tomorrow|this weekend)\b|\b(?:actually|really) (?:happening|on)\b|\bhow far (?:in|into|through)\b|\bhow (?:much|long) (?:time )?(?:is )?(?:left|to go|remaining)\b|\bwhat'?s it at\b|^(?:the )?score$|^(?:el )?marcador$|\breplay(?:ed)?\b|\bse juega (?:hoy|manana|esta noche|el|o no)\b|\bcuando (?:es|sera|lo juegan|lo reprograman|lo vuelven a jugar)\b|(?<!en )\bcuanto (?:falta|queda)\b|\ben que minuto\b|^(?:el )?minuto y (?:el )?marcador\b|\bmarcador y minuto\b|\breprogram[a-z]*\b|\b(?:aplaz|suspend|pospu|posterg)[a-z]*\b|\bcomo va(?:n)? (?:el partido|esto|el marcador)\b|\bcuanto van\b/,
  ],
  [
    'cant_know',
    /\b(?:quien|quienes) (?:metio|marco|hizo|anoto|metieron|marcaron) (?:el|los|ese|el primer) gol(?:es)?\b|\bwho (?:scored|got|netted) (?:the|their|that|\S+ s) goals?\b|\b(?:ref|referee|reffing|officiating)\b|\bline ?ups?\b|\bpks?\b|\bpenalt(?:y|ies) takers?\b|\bwho(?:'s| is| will)? (?:take|taking|takes) (?:the )?(?:pens|penalties|penalty|free kicks)\b|\bquien tira (?:los )?penal(?:es|tis|ties)\b|\bstarting (?:xi|eleven|11|line ?up)\b|\bwho(?:'s| is)? starting\b|\bis [a-z]+ starting\b|\binjur[a-z]*\b|\bteam news\b|\bweather\b|\b(?:rain(?:s|y|ing|ed)?|snow(?:s|y|ing|ed)?|wind(?:s|y)?)\b|\bcorners?\b|\b(?:yellow|red) cards?\b|(?<!on the )\bcards\b|\bbookings?\b|\bbooked\b|\b(?:que|which|what|cuales) (?:jugadores?|players?)\b|\b(?:leaving|se va) (?:in|this|next|at|en|el)\b.{0,12}\b(?:summer|january|window|verano|enero|mercado)\b|\bsent off\b|\bexpulsad[a-z]*\b|\bexpulsion\b|\b(?:subs|substitutions?|substitutes?)\b|\b(?:que|los|sus|hara|va a hacer|van a hacer) cambios\b|\bcambios (?:va|van|hara|haran|hace|hacen)\b|\bcambios\b.{0,25}\b(?:va a meter|van a meter|mete|meta|metera)\b|\bficha[a-z]*\b|\btransfers?\b|\bsign(?:ing)? (?:anyone|someone|a player)\b|\bman of the match\b|\bmotm\b|\bformation\b|\bfirst goalscorer\b|\barbitr[a-z]*\b|\bcolegiado\b|\bpita\b|\balineaci[a-z]*\b|\bonce inicial\b|\btitulares?\b|\blesion[a-z]*\b|\bbajas?\b|\bsancionad[a-z]*\b|\b(?:llover|llueve|lloviendo|llovera|nieve|nevar|nevando|clima)\b|\blluvia\b(?! de goles)|\bque tiempo (?:hara|va a hacer)\b|\b(?:corneres|saques de esquina)\b|\btarjetas?\b|\bamarillas\b|\bmejor jugador del partido\b|\b(?:is|are|be|not|fully|match|back) fit\b|\bfit (?:to (?:play|start|feature)|enough)\b|\bfitness\b|\bsuspensions?\b|\bdoubtful\b|\blesionados?\b|\bwho(?:'s| is) in goal\b|\bquien (?:ataja|va al arco|va a la porteria)\b/,
  ],
  [
    'value',
    /\bvalue\b|\boverlay\b|(?<![-+\d.]|\b(?:over|under|o|u|mas de|menos de) ?)\b\d+\.\d+\b(?!.{0,40}\b(?:handicap|asian|goals?|goles|line)\b).{0,40}\bworth (?:it|a (?:punt|bet|go|flutter))\b|(?<!\b(?:who|which)\b.{0,20})\b(?:any|an|real|some) edge\b|\b(?:bookies?|bookmakers?|the market)\b|\b(?:over|under)valued\b|\bvalor\b|\bcasas? de apuestas\b|\b(?:por (?:encima|debajo) de|mejor que|peor que|contra|que) la casa\b|\bcuotas?\b|\bmomios?\b|\bcompensa\b|\bmerece la pena\b|\b(?:infra|sobre)valorad[a-z]*\b|\bodds (?:any good|worth it|decent|fair)\b|\bare the odds (?:good|fair|right|decent)\b|\b(?:over|under)priced\b|\bthe price (?:right|wrong|good)\b|\b(?:good|fair|decent|bad|great|buen|mal|buena|mala) (?:price|prices|precio|cuota)\b|\bprice on (?:them|it|that|this)\b|\b(?:price|odds) worth\b|\bcan get \d+\.\d+\b|\b(?:paga|pagan|pays|paying|priced at|at odds of|ofrece|ofrecen|offers|offering)\b(?: (?:a|at|el|the|los|las|lo|le|la))* \d+(?:\.\d+)?\b|\bla casa (?:paga|los paga|lo paga|da)\b|\b(?:bet ?365|betfair|sky ?bet|paddy ?power|william hill|codere|betano|bwin|caliente|draft ?kings|fan ?duel|betmgm|pinnacle|unibet|betway|1xbet|the exchange|el exchange|betting exchange)\b|\blos odds\b/,
  ],
  [
    'confidence',
    /\btrack record\b|\baccura(?:te|cy)\b|\breliable\b|\btrust (?:you|these|this(?! (?:message|email|note|finds))|the model|your)\b|\bhit rate\b|\bsuccess rate\b|\bhow often (?:are|is) (?:you|it|the model) right\b|\bhow sure\b|\bare you sure\b|\bconfiden(?:t|ce)\b|\bfiab(?:le|ilidad)\b|\buncertain(?:ty)?\b|\bincertidumbre\b|\bmargin of error\b|\bmargen de error\b|\bcalibrad[a-z]*\b|\bcalibration\b|\bacertad[oa]s?\b|\bhas acertado\b|\bfallaste\b|\bconfiab(?:le|ilidad)\b|\b(?:tu|el|your|the) (?:modelo|model) (?:funciona|sirve|works|any good)\b|\bpuro humo\b|\bacierta[a-z]*\b|\baciertos\b|\bme fio\b|\bhow good is (?:the|this|your) model\b|\b(?:your|the|these) predictions\b|\b(?:tus|las|estas) predicciones\b|\bque tan segur[oa]s?\b|\bestas seguro\b|^(?:estas )?seguro$|\bequivoca[a-z]*\b|\bhow often (?:are you|is it|do you get it) (?:wrong|right|correct)\b|\b(?:can|should) (?:i|we) trust\b|\b(?:me )?puedo (?:fiar|confiar)\b|\bfiarme\b/,
  ],
  [
    'strength',
    /\bwho(?:'s| is) (?:the )?(?:better|more good|stronger) (?:team|side)\b|\bquien es (?:el )?mejor equipo\b|\bcalidad (?:ofensiva|defensiva)\b|\b(?:attacking|defensive) (?:quality|strength|record)\b|\belo\b|\bratings?\b|\b(?:side|team|squad|equipo|plantilla) (?:actually |really |realmente )?any good\b|\ball hype\b|\boverrated\b|\bhow strong\b|\b(?:que tan|como de) fuertes?\b/,
  ],
  [
    // "Why" asked in other words, before the form or table words it names ("¿pesa más la forma?").
    'why',
    /\bse (?:basa|fundamenta)\b|\bfundament[a-z]*\b|\b(?:en que|on what|what) (?:variables|factores|factors|datos|data|basis)\b/,
  ],
  // Recent form named outright, before the season's words ("poor this season, recent form?").
  // "Have Spurs beaten City lately?", "¿el United le ha ganado al Liverpool últimamente?":
  // one beating the other lately is their meetings, not one side's form.
  [
    'head_to_head',
    /@team (?:[a-z]+ ){0,3}(?:beaten|beat|ganado|gana|ganan|gano) (?:a |al )?@team\b.*\b(?:lately|recently|ultimamente|last time|these days|ultimas veces)\b/,
  ],
  ['form', /\b(?:recent|current|latest) form\b|\bform guide\b|\bforma (?:reciente|actual)\b/],
  [
    'table',
    /\bstandings\b|\bleague table\b|\bthe table\b|\bla tabla\b|\bclasificacion\b|\ben la (?:premier|liga|serie a|bundesliga|ligue 1|clasificacion)\b|\bin (?:la liga|the prem|the premier league|serie a|the bundesliga|ligue 1|the league)\b|\b(?:this|the) season\b|\b(?:esta|la|la presente|la actual) temporada\b|\ben lo que va de (?:temporada|liga|ano)\b|\bpoints? (?:gap|difference)\b|\bgap in points\b|\b(?:diferencia de|de diferencia en) puntos\b|\bpuntos de diferencia\b/,
  ],
  [
    'head_to_head',
    /\bever (?:win|beat|won|get a win)\b|\b(?:win|beat|won) (?:\w+ ){0,3}ever\b|\b(?:alguna vez|nunca) (?:le |les )?(?:gana|ganan|ganado|han ganado|ha ganado)\b|\bcuanto hace (?:que|q) (?:\S+ ){0,3}no (?:le |les )?gana\b|\bh2h\b|\bhead to head\b|\blast time (?:these|they|the two)\b|\b(?:last|ultima) (?:time|vez) (?:que )?(?:\w+ ){0,4}(?:beat|won|lost to|drew with|gano|le gano|les gano|perdio|empato)\b|\blast time (?:played|met)\b|\bmeetings?\b|\bcuantas veces (?:le |les )?(?:gano|ganaron|ha ganado|han ganado|gana)\b|\bhow many times (?:have |has |did )?(?:\w+ ){0,3}(?:beat|beaten|won against)\b|\bhistory\b|\bbetween (?:them|these two|the two)\b|\bhistory between\b|\busually wins?\b|\b(?:record|history|results) (?:in|of|at) this fixture\b|\blast (?:clasico|derby)\b|\bcara a cara\b|\bhistorial\b|\benfrentamientos?\b|\bentre ellos\b|\beach other\b|\bultimos? (?:clasicos?|derbis?)\b|\b(?:derbi|derby|clasico)s?\b.{0,40}\b(?:los ultimos|las ultimas|in the past|last (?:few|ones))\b|\b(?:past|previous) (?:results|meetings|games|matches|fixtures|derby|derbies|derbys|clasicos?)\b|\b(?:resultados|partidos|duelos) (?:anteriores|pasados|previos)\b|\bultima vez que (?:jugaron|se enfrentaron|se vieron|jugaron entre)\b|\bsuele ganar\b/,
  ],
  [
    // One team not scoring (or scoring against the other) is that team's goals; "¿y los Spurs
    // marcan?", "will City score?": a club and the verb.
    'team_totals',
    /@team (?:marcan?|anotan?|score|scores|mete|meten|marcara|anotara|to score|gonna score|going to score)$|^(?:will|does|can|do|did) @team (?:\w+ )?score$|\b(?:marca|anota|mete) (?:el |la |los )?@team$|\bfail(?:s|ing)? to score\b|\bgoles le (?:mete|meten|hace|hacen|marca|marcan|anota|anotan|va a meter|van a meter)\b|\bdraw(?:s)? a blank\b|\b(?:se )?(?:queda|quedan|quedara) sin (?:marcar|anotar|gol|goles)\b|\b(?:se va|se iran?) en blanco\b|\bla (?:mete|meten|metera|meteran)\b|\b(?:le )?(?:hace|hacen|mete|meten|marca|marcan|anota|anotan) (?:un |algun )?gol(?:es)? (?:al|a)\b/,
  ],
  [
    'win_to_nil',
    /\bwtn\b|\b(?:win|wins|winning|won|beat|beats|w)\b(?:[^.?]{0,40})\b(?:clean sheet|shut ?out|not concede|not conceding|no goals? against|zero conceded|scoreless|(?:don'?t|do not|no go|not|no) score|without conceding|to nil)\b|\b(?:gana|ganan|ganar|gane|ganando|victoria|vence|venza|vencer)\b(?:[^.?]{0,50})\b(?:porteria a cero|arco en cero|arco limpio|valla invicta|sin encajar|sin recibir|sin conceder|no le (?:meten|marcan|hacen|anotan)|sin que le (?:metan|marquen|hagan|anoten))\b|\bwin(?:s|ning)? (?:to|with) nil\b|\bwins? (?:and|n|&) (?:keeps?|kept) (?:a )?clean sheet\b|\bgana[n]? y (?:deja|dejan|mantiene|mantienen) (?:la )?(?:porteria|valla|arco) (?:a|en) (?:cero|0)\b|\bwin to zero\b|\bgana[n]? y no (?:le|les) (?:meten|marcan|hacen|anotan) (?:gol|goles|nada|ninguno)\b|\bwin(?:s|ning)? without (?:to )?conced[a-z]*\b|\bwin(?:s|ning)? (?:and|n|&) (?:don'?t|dont|do not|not|no) concede\b|\bwin (?:and|with) a clean sheet\b|\bgan[a-z]* (?:[a-z]+ ){0,2}(?:a cero|sin (?:recibir|encajar|conceder)|sin que le (?:hagan|metan|marquen|anoten)|y porteria a (?:cero|0))\b/,
  ],
  [
    'clean_sheet',
    /\bclean sheets?\b|\b(?:shut|shuts|shutting|keep|keeps|keeping) (?:them|him|it|the \w+) out\b|\b(?:not|nae|no|never|without) lett?(?:ing|in|in') (?:one|a goal|any) in\b|\bshut ?outs?\b|\bkeep (?:it )?at nil\b|\bconced[a-z]*\b|\bporteria (?:a|en) (?:cero|0)\b|\bimbatid[a-z]*\b|\bencaja[a-z]*\b|\ble marcan\b|\bvalla invicta\b|\bsin (?:recibir|encajar|conceder)\b|\bsin que le (?:marquen|hagan gol|metan gol|anoten)\b|\barco en (?:cero|0)\b|\b(?:keep|keeps|keeping|keepin|hold|holds|holding|mantiene|mantienen|mantener|mantenga|conserva|conservan) (?:the |el |la )?(?:0|cero|zero|nil)\b/,
  ],
  [
    'btts',
    /\beach (?:team|side) (?:to )?(?:score|net|scoring)\b|\bgoles? de (?:los dos|ambos)\b|\bgoles? en (?:las dos|ambas) porterias\b|\b(?:los dos|ambos) (?:equipos )?la (?:meten|metan|van a meter)\b|\bbtts\b|\bboth (?:teams?|sides)? ?(?:to )?(?:score|scoring|find the net|get on the scoresheet)\b|\bgg\b|\bambos (?:equipos )?(?:marcan|marcaran|anotan|anotaran|marquen)\b|\bmarcan (?:ambos|los dos|los 2)\b|\b(?:los dos|ambos) (?:equipos )?(?:marcan|anotan|van a marcar|marcaran|meten)\b|\bvan a marcar los (?:dos|2)\b|\bboth ends\b|\b(?:los dos|ambos) lados\b|\bboth (?:teams?|sides|keepers) (?:net|to net|be picking|concede)\b/,
  ],
  [
    'draw_no_bet',
    /\bdraw no bet\b|\bif (?:it'?s |is |its )?a draw\b.{0,15}\b(?:get (?:back )?my (?:money|stake)|money back|stake back)\b|\bif\b.{0,20}\b(?:draw|draws|drawn|level|empat[a-z]*)\b.{0,20}\b(?:get (?:back )?my (?:money|stake|cash)|money back|stake back|me (?:devuelven|devuelve|reembolsan))\b|\bdnb\b|\bempate no (?:accion|valido|apuesta)\b|\bapuesta no valida\b|\bsin empate\b|\bdraw (?:is |as )?(?:void|voided|refunded|a refund|removed|doesn'?t count|does not count|no count)\b|\b(?:refund|money back|stake back|cash back) (?:on|for|if) (?:the |a |it'?s a )?draw\b|\b(?:strip(?:ping)? out|ignoring|remove|removing|take out|taking out|without) the draw\b|\bwith the draw (?:removed|out|void|taken out)\b|\bempate (?:anula|nulo|no cuenta|devuelve|reembolsa|se anula)\b|\b(?:quitamos|quitando|sacando|sacamos|sin contar|quita|saca) (?:el )?empate\b|\bsi (?:empatan?|hay empate) (?:me |te |se )?(?:devuelven|devuelve|reembolsan|anula|no pierd[a-z]*)\b|\bdevoluci[a-z]* (?:si|en caso de|por) (?:hay )?empat[a-z]*\b|\bsi empata[n]? (?:me )?(?:devuelven|reembolsan)\b|\b(?:money|stake|cash) back if (?:it'?s )?(?:a )?draw\b|\brefund if (?:it'?s )?(?:a )?draw\b/,
  ],
  [
    'double_chance',
    /\bdraw or (?:win|better)\b|\bdraw-or-better\b|\b(?:aunque sea|al menos|minimo) (?:el |un )?empate\b|\b(?:empate|empata) o (?:gana|ganar|victoria)\b|\bdouble chance\b|\b(?:1x|x2|2x|dc)\b|\bwin or draw\b|\bnot (?:to )?lose\b|\bavoid (?:losing|defeat)\b|\bor (?:a )?draw\b|\bdoble oportunidad\b|\bgana o empata\b|\bno pierden?\b|\bcon no perder\b|\bo empate\b|\b(?:gana|ganan|ganar) o (?:al menos |por lo menos |minimo )?(?:empata|empatan|empatar)\b|\bwin or (?:at least )?draw\b|\bor (?:the )?draw\b|\bo (?:el )?empate\b|\b(?:al|por lo) menos (?:empata|empatan|empatar)\b/,
  ],
  ['handicap', /\bhandicap\b|\basian\b|\bhandicap asiatico\b/],
  [
    'half_time',
    /\bhalf ?time\b|\bhalftime\b|\bht\b|\b(?:first|1st|second|2nd) half\b|\bat the break\b|\binterval\b|\bdescanso\b|\bentretiempo\b|\bmedio tiempo\b|\b(?:primer|segundo) tiempo\b|\b(?:primera|segunda) (?:parte|mitad)\b|\b(?:first|1st|second|2nd) 45\b|\b(?:primeros|segundos) 45\b/,
  ],
  [
    'next_goal',
    /\b(?:se mueve|mover|moverse|se movera) (?:el )?marcador\b|\bfurther goals?\b|\b(?:grab|grabs|grabbing|get|gets|getting|score|scores|scoring|nick|nicks|nicking|bag|bags|bagging|add|adds|adding) (?:a|another|their|the) (?:second|third|2nd|3rd)\b|\b(?:get|gets|getting|pull|pulls|pulling|nick|nicks|nicking|grab|grabs|grabbing) (?:one|1|a goal) back\b|\b(?:descontar|descuenta|descuentan|recortar|recorta|recortan)\b(?! (?:half|leg|place|spot|row))|\b(?:find|finds|hit|hits) the net again\b|\bnet again\b|\bone more goal\b|\bany more goals\b|\b(?:anither|anotha|anuther|nother) goal\b|\b(?:someone|anyone|either side|either team) (?:getting|get|scoring|score|grab|grabbing) (?:another|one more|again)\b|\bnext goal\b|\bscores? next\b|\bscoring next\b|\bnext (?:to score|scorer|one)\b|\banother goal\b|\bmore goals\b|\bscore again\b|\bgoals? (?:coming|to come)\b|\blate goal\b|\b(?:siguiente|proximo) gol\b|\b(?:marca|mete|marcan|meten|anota|anotan|hace|hacen|meta|metan|marque|marquen|anote|anoten|haga|hagan) el (?:siguiente|proximo|segundo|tercero|2|3)\b|\b(?:marca|marcan|mete|meten|anota|anotan|scores?|score)\b.{0,15}\b(?:antes del (?:final|90|pitazo)|before (?:the )?(?:end|full ?time|final whistle|90))\b|\botro gol[a-z]*\b|\bmas goles\b|\bcaen mas\b|\bvuelve a marcar\b|\bgol en lo que queda\b|\b(?:habra|cae|caera) (?:algun |otro )?gol\b|\b(?:va a caer|caera|cae) otro\b/,
  ],
  [
    'winning_margin',
    /\bgoles? de diferencia\b|\bwin\b.{0,30}\bgoals? difference\b|\bmargin\b|\bby how (?:much|many)\b|\bpor cuant[oa]s?\b|\bbig win\b|\b(?:narrow|tight|close|slim) (?:win|victory)\b|\bwin(?:s)? (?:narrowly|by the odd goal)\b|\bby the odd goal\b|\b(?:victoria|triunfo) (?:ajustad[oa]|corta|apretad[oa]|por la minima)\b|\bwin big\b|\bgolea(?!dor)[a-z]*\b|\bthrash[a-z]*\b|\bhammering\b|\b(?:a )?(?:right )?(?:hiding|drubbing|tonking|battering|pasting|walloping|mauling|shellacking)\b|\bdemolish[a-z]*\b|\bblowout\b|\bgoleada\b|\bpaliza\b|\bmargen\b|\b(?:comfortable|easy|convincing|emphatic|routine|cruising|comfy) (?:win|victory|one)\b|\bcruise\b|\bstroll\b|\bvictoria (?:comoda|holgada|amplia|clara)\b|\bgana[nr]? (?:ajustado|por poco|apretado|con holgura|holgado|sobrado)\b|\bcon holgura\b|\bpasar por encima\b|\bun baile\b|\b(?:batter|hammer|thump|smash|rout|trounce|spank)(?:s|ed|ing)?\b/,
  ],
  [
    'exact_score',
    /\b(?:correct|exact|final) score\b|(?<!(?:present|current|actual) )\bscoreline\b|\bmost (?:likely|probable) score\b|\bscore prediction\b|\bwhat score\b|\bque marcador\b|\bcon que (?:marcador|resultado)\b|\bpredict the score\b|\b(?:resultado|marcador) (?:exacto|final|mas probable)\b|(?<!(?:vuelta|vuelta al|mueve el|moverse el) )\bmarcador\b(?! actual)|^\d+-\d+\b(?! (?:up|down|at|on|al|a los|ahora|now|in|with|con|arriba|abajo|ganando|perdiendo|winning|losing)\b)|\ben cuanto (?:queda|termina|acaba)\b|\bscore(?:line)? (?:gonna|going to) be\b|\bwhat'?s the score (?:gonna|going to) be\b/,
  ],
  [
    // How the match's goals are talked about without a line.
    'totals',
    /\bplenty (?:of )?goals?\b|\bgoles? (?:a espuertas|por monton)\b|\bnumero de goles\b|\bnumber of goals\b|\b(?:cagey|goal ?fest|low scoring|high scoring|snooze(?: ?fest)?|open game|tight (?:game|affair|match|one)|lots of goals|many goals|how many goals|total goals|goals galore)\b|\bpartido (?:cerrado|abierto|trabado|de (?:muchos|pocos) goles)\b|\b(?:muchos|pocos) goles\b|\bcuantos goles\b|\bgoles caen\b|\b(?:lluvia|festival|fiesta) de goles\b|\b(?:partido )?con (?:muchos |pocos )?goles\b|\b(?:over|under|more than|less than|fewer than|mas de|menos de) \d+(?:[.,]\d+)? (?:goals?|goles?)\b|\bfew goals\b|^(?:goals? ?)+$|^goals? in (?:the )?(?:game|match|el clasico|the clasico|the derby)$|^goles(?: en el (?:partido|clasico|derbi))?$|\bgoals (?:flow|flowing)\b|\bboring (?:game|one|match)\b|\b(?:se vienen|vienen|veremos|habra) goles\b|\bpartido aburrido\b/,
  ],
  // "Is it a sure thing?", "¿es fija?": a stake question, unless a market is named in it
  // ("chelsea or draw, safe bet?", "BTTS yes a lock??" ask about that market).
  [
    'stake',
    /\b(?:sure|safe) (?:bet|thing)\b|\ba lock\b|\b(?:apuesta|jugada) segura\b|\bfija\b|\bes fijo\b|\bbankers?\b/,
  ],
  [
    'live',
    /\bright now\b|\bfrom here\b|\bcoming back\b|\bcomes back\b|\bya lo tiene[n]?\b|\bya (?:esta|lo tienen) (?:ganado|sentenciado|hecho)\b|\bat this (?:point|stage)\b|\bcome ?back\b|\bturn (?:it|this) around\b|\bhold(?:ing)? on\b|\bsee(?:s|ing)? (?:it|this|the game) out\b|\b(?:lo|el partido) (?:va a )?cerrar\b|\bcierra el partido\b|\bclose (?:it|this|the game) out\b|\blo cierra[n]?\b|\bhang(?:ing)? on\b|\bin ?play\b|\bremont[a-z]*\b|\baguant[a-z]*\b|\bdar(?:le|les)? la vuelta\b|\ble (?:dan|da) la vuelta\b|\bvuelta al marcador\b|\bsalvag[a-z]* (?:something|anything|a point|a draw)\b|\ba estas alturas\b|\bdesde aqui\b|\ble da tiempo\b|\bdecidido\b|\bsentenciado\b|\bstill in (?:it|this|the game|with a chance)\b|\bsiguen? (?:vivos?|con vida)\b|\b(?:get|got|getting|come) back (?:into|in) (?:it|the game|this)\b|\b(?:meterse|volver) (?:en el|al) partido\b|\bsacar algo\b|\bget (?:something|anything) (?:out of|from)\b/,
  ],
  // Past clásicos are past meetings (after the half-time and live words: "¿al descanso van
  // empatados? siempre es así en los clásicos").
  ['head_to_head', /\b(?:clasicos|derbis|derbies|derbys)\b/],
  [
    'form',
    /\bform\b|\blately\b|\brecently\b|\blast (?:\d|five|few|couple of) (?:games|matches|results)\b|\bgood nick\b|\bon a (?:run|roll|streak)\b|\bstreak\b|\brecent results\b|\bforma\b|\bracha\b|\bultimamente\b|\brecientemente\b|\bultimos (?:\d|cinco) (?:partidos|juegos|resultados)\b|\b(?:their|the|los|sus) (?:last|ultimos) (?:\d|five|cinco)\b|\b(?:como|que tal) (?:viene|vienen|venia|venian|llega|llegan|llegaba|llegaban|anda|andan)\b|\b(?:llega|llegan|viene|vienen) (?:mejor|peor|bien|mal)\b|\b(?:mejor|buen|mal|peor) momento\b|\bmomento de forma\b|\bgood run\b|\binvict[oa]s?\b|\bunbeaten\b|\bwinless\b|\bsin (?:perder|ganar)\b|\blast (?:\d|five|ten)\b(?! (?:minutes|mins|goals))/,
  ],
  [
    'table',
    /\btable\b|\bstandings\b|\bleague position\b|\bin the league\b|\btop of the league\b|\b(?:top|bottom) (?:\d|two|three|four|six|half)\b|\brelegation\b|\btitle race\b|(?<!(?:three|3) )\bpoints\b|\bpts\b|\bgoal difference\b|\bseason (?:stats|numbers|record)\b|\btabla\b|\bclasificacion\b|\bposicion\b|\bpuesto\b|\ben que lugar\b|\bliderato\b|\blider(?:es)?\b|\bpuntero\b|\bdescenso\b|(?<!(?:tres|3|reparto de) )\bpuntos\b|\ben la liga\b/,
  ],
  [
    'strength',
    /\bhow good (?:is|are)\b|\bque tan buenos?\b|\bcomo de buenos?\b|\bstronger\b|\bstrongest\b|\bbetter (?:side|team)\b|\battack\b|\bdefen[cs]e\b|\bratings?\b|\belo\b|\bon paper\b|\bby the numbers\b|\bnumbers wise\b|\bdefensive(?:ly)?\b|\bmas fuerte\b|\bmejor equipo\b|\bataque\b|\bdefensa\b|\bsobre el papel\b|\bplantilla\b/,
  ],
  [
    'why',
    /\bwhy\b|\bhow come\b|\bexplain\b|\bhow did you (?:get|come up|work)\b|\bbased on what\b|\breasoning\b|\bpor que\b|^(?:y |pero |and )?porque\b|^xq\b|^por$|\bexplica[a-z]*\b|\ben que te basa[a-z]*\b|\bde donde (?:lo sacas|sale)\b|\bhow(?:'?d| did| do) (?:you|u) (?:work|figure|know|get|come up|come to|reach|arrive)\b|\bwhat makes you (?:say|think)\b|\bpor que (?:lo )?dices\b|\breasoning\b/,
  ],
  [
    // A player named where a club would be: "will Saka score?", "¿juega Pedri?".
    'cant_know',
    /^(?:will|does|can|is|has|did) @player\b|\b(?:is|will) @player (?:starting|playing|fit|injured|leaving)\b|@player (?:or|o) @player\b|@player (?:to score|anytime|first goalscorer)\b|^(?:juega|jugara|marca|marcara|sale|esta|es titular) @player\b|\bgol de @player\b|\b(?:va a )?(?:marcar|jugar) @player\b/,
  ],
  [
    'overview',
    /\bpreview\b|\boverview\b|\bdime algo (?:del|de|sobre)\b|\btell me something about\b|\brundown\b|\blowdown\b|\bbreakdown\b|\banaly[sz]\w*\b|\bverdict\b|\byour take\b|\bthoughts on\b|\bsum (?:it )?up\b|\bsummary\b|\bsummari[sz]e\b|\banalisis\b|\banaliza[a-z]*\b|\bresumen\b|\bvaloracion\b|\bresum(?:e|i)me\b|\bjust tuned in\b|\bwhat do (?:you|u|ya) (?:reckon|think)$|\bprevia\b|\bque opinas\b|\bque me dices\b|\bque piensas\b|^(?:any )?thoughts$|^(?:tu |your )?opinion$|^como lo ves$|\bcomo ves (?:el|este) partido\b|\bque onda con (?:el|este) partido\b|\bwhat'?s the story\b|\btell me (?:a bit |a little |more )?about (?:the game|this game|the match|this match|the clasico|the derby|it)\b|\bwhat (?:d'?yer|d'?ya|do ya|d'?you|dyou) reckon\b|\bhablame del? (?:partido|clasico)\b|\bdame un resumen\b/,
  ],
  [
    'help',
    /\b(?:en )?que (?:me )?(?:puede|puedes|podes|podeis) ayudar\b|\bpa(?:ra)? que (?:sirves|servis|sirve esto)\b|\bque mercados\b|\bwhat markets\b|\bque (?:le )?puedo pedir(?:te|le)?\b|\bcomo (?:utilizar|usar|uso|utilizo) (?:este|esta|el|la) (?:servicio|app|bot|chat)\b|\bhow (?:do i|to) use (?:this|the app|you)\b|\bwhat am i (?:meant|supposed) to ask\b|\bhelp\b(?! (?:me )?(?:with|write|do|fix|cook|plan|find)\b)|\bwhat can (?:you|i)\b|\bhow (?:does|do|dis|dose) (?:this|it|this thing|the app|this app|you) work\b|(?<!por (?:su|tu|la|vuestra) )\bayuda\b|\bque (?:puedo|te puedo) preguntar\b|\bque sabes hacer\b|\bcomo funciona\b|\bwhat (?:sort|kind|type)s? of (?:stuff|things|questions)\b|\bque cosas (?:me )?(?:puedes|sabes|contestas)\b|\bque me puedes (?:decir|contestar)$/,
  ],
  [
    'greeting',
    /^(?:(?:good (?:morning|evening|afternoon)|buenas (?:tardes|noches)|buenos dias|hello|hola)\b(?! .*\b(?:win|gana|goals?|goles|over|under)\b).*(?:hope you|how are you|como esta|como estas|le escribe|te escribe|from|desde|finds you well|trust this|set this up|first time|primera vez)\b.*$)|^(?:hello|hi|hey|hiya|oi|yo|hola|oye)\b.{0,12}\b(?:you|anyone|anybody|alguien) (?:there|around|awake|ahi)\b|\bcon quien tengo el gusto\b|^(?:\w+ ){0,3}hows it (?:gaun|going|goin)$|^(?:hi+|hey+|hello|hiya|yo|sup|howdy|alright|ey|oye|che|aupa|epa|que tal|morning|alreet|habari yako|evening|ciao|hallo|hallo+|salut|bonjour|namaste|sala+m(?: alaikum| aleikum)?|assalamu? alaikum|g'?day|wagwan|how far|ola|oi|good evening to you|afternoon|good (?:morning|evening|afternoon)|hola+|buenas|wenas|buenos dias|buenas (?:tardes|noches)|hola buenas(?: (?:tardes|noches))?|bon dia(?: que tal(?: va)?(?: todo)?)?|que onda|que pasa|que hubo|quiubo|quihubole|bones|todo bien|shwmae|helo|hey there|hello there|awright|aright|wah gwaan|wa gwaan|wagwaan|kaixo|niaje|sasa|habari|mambo|jambo|kamusta|kumusta|xin chao|kia ora|ay up|klk|wepa|wena(?: wena)?|bula(?: vinaka)?|orright|what about ye|selamat (?:pagi|siang|malam)|(?:sasa|habari) (?:bot )?niaje)(?: (?:there|mate|pal|que tal|all|compa|crack|bro|amigo|marra|boss|guys|folks|team|everyone|people|bot|mi bredren|bredren|bruv|fam|yaar|bhai|legend|majo|maja|tio|tia|chaval|parce|pana|mi pana|wey|guey|brother|bro|sis|sister|hermano|hermana|bab|my 'ansum|my ansum|me duck|my lover))?(?: (?:que tal|como estas|como estai|como va|how are you|how r you|hows it going|ow am ya|how am ya))?$/,
  ],
  [
    'thanks',
    /^(?:(?:ok|okay|vale|genial|nice one|legend|great|perfect|perfecto|brilliant|cool|sweet|top|crack)\s)*(?:thanks|thank you|thank u|cheers|asante(?: sana)?|ta(?= *$| (?:mate|very much|pal|love|muchly|pet|hun|duck|lad|la|bud|x)\b)|appreciate it|gracias|grax|mil gracias|muchas gracias|obrigad[oa]|merci|grazie|danke|shukran|arigato|much obliged|many thanks|eskerrik asko)\b/,
  ],
  [
    'result',
    /\bwho (?:will |is going to |s |'s |gonna )?wins?\b|\b(?:take|get|grab|secure) the w\b|^w(?: (?:no cap|or nah|or not|fr|tho|today|tonight))?$|\bw (?:or|o) (?:l|d|draw)\b|\b(?:tiene|tienen) (?:alguna |algo de |una |mas )?chance\b|\bwinner\b|\bcomes? out on top\b|\bfavou?rites?\b|\b1x2\b|\bthree points\b|\b(?:win|wins|winning|beat)\b|\btie(?:d)?\b|\b(?:what|que|cuantas?) (?:chances?|chance|posibilidades|opciones|probabilidad|probabilidades) (?:tiene|tienen|have|has|do|does|de)\b|\b(?:cuanto|que|what) % |\bpercent(?:age)? chance\b|\b(?:3|three) points\b|\b(?:gonna|going to) do it\b|\bpull it off\b|\bpredic[a-z]*\b|\bse (?:lo )?lleva\b|\b(?:se imponga|se impone|se impondra|imponerse|prevail|prevails)\b|\breparto de puntos\b|\bdraw\b|\b(?:all|aw) square\b|\b(?:finish|end)(?:es|s)? (?:level|square)\b|\bstalemate\b|\bquien (?:gana|ganara|ganaria|se lleva)\b|\bganador\b|\bfavorito\b|\b(?:tres|3) puntos\b|\b(?:gana|ganan|ganar|ganara|ganaran|ganaria|gane|ganen|pierde|pierden|ganamos|perdemos|ganarle|ganarles)\b|\bvictoria\b|\bempat[a-z]*\b|\bpronostico\b|\bprediction\b|\b1 x (?:or )?2\b|\bupset\b|\b(?:got this|nick(?:ing|s)? (?:it|this|a win|the win)|edge (?:it|this)|take (?:it|this)|takes (?:it|this)|taking (?:it|this)|get the job done|get it done)\b|\bhow (?:does|will) (?:this|it) end\b|\bse (?:queda|quedan) con\b|\ba quien le vas\b|\bcomo (?:termina|acaba|terminara|acabara) (?:esto|el partido)\b|^(?:or|o)$|\b(?:your|ur) (?:tip|pick|call)\b|^who(?:'s| is) it (?:gonna|going to) be\b|\blas de ganar\b/,
  ],
  // An accumulator named beside no market ("should I add them to my acca?"): the stake.
  ['stake', /\b(?:accumulators?|accas?|parlays?|parleys?)\b/],
  // Fantasy football beside no market: about players ("chelsea CS chances? got 3 of their
  // defenders in my FPL team" is the clean sheet).
  ['cant_know', FANTASY],
];

/** Other sports' clubs fans ask about ("who wins Lakers Celtics tonight?"): off the match, unless
 * a club of the match is named too ("Barça v Madrid is a Yankees-Red Sox thing"). */
export const OTHER_SPORTS_CLUBS =
  /\b(?:lakers|celtics|knicks|warriors|yankees|dodgers|red sox|packers|steelers|49ers|niners|patriots|cowboys|maple leafs|habs|canadiens|bruins|raptors|clippers)\b/;

/** The topic a question names outright, if any (first rule that matches). `known` tells the
 * words the corpus uses: any other word may be a player's name (read as "@player"), unless it
 * stands after a club's name (`withTeams`: the text with "@team" where clubs are named), as
 * in "will @team even score". A name players.ts lists is "@player" too, and "@listed" for the
 * rule that reads any question naming a known player. */
export function ruleIntent(
  text: string,
  known: (word: string) => boolean = () => true,
  withTeams = text,
): Intent | undefined {
  const marked = markPlayers(withTeams)
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map((word, i, all) =>
      word.length >= 3 && /^[a-z]+$/.test(word) && !known(word) && all[i - 1] !== '@team'
        ? '@player'
        : word,
    )
    .join(' ');
  // (In "clean sheet? I've got Onana in my fantasy team" the player is the fan's aside: the
  // markets' words decide, and the fantasy rule last.)
  const listed = FANTASY.test(text) ? text : markPlayers(text, '@listed');
  for (const [intent, pattern] of RULES) {
    const onMarked = pattern.source.includes('@player') || pattern.source.includes('@team');
    const on = pattern.source.includes('@listed') ? listed : onMarked ? marked : text;
    if (pattern.test(on)) return intent;
  }
  return undefined;
}
