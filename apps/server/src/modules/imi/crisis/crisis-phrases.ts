import type { CrisisCategory } from '@leerloop/contracts';
import { type PhraseLists, topLevelAlternatives } from '../phrases/phrase-set.ts';

/**
 * How young people say they are in danger, in Dutch (with the English they mix in), Darija in
 * Arabic script (`mc`) and Darija in Latin letters (`arabizi`). Notation: see phrase-set.ts.
 *
 * `personal` phrases are always a crisis: someone says it of themselves or of someone close.
 * `topic` phrases name the subject; they are a crisis unless the message is plainly about school
 * work, the news or a story (see `harmlessContext`). Spelling variants, leetspeak, letters typed
 * apart and one-letter typos are handled by the reading, not listed here.
 * A data file in TypeScript (typed categories, one list per category and language): long because
 * the ways of saying it are many.
 */
export interface CrisisPhrases {
  personal: PhraseLists;
  topic: PhraseLists;
  /**
   * Concepts that together say it, in any order and anywhere in the message: a means and
   * "enough" ("hoeveel paracetamol is genoeg"), intimate pictures and money ("mn nudes … 200
   * euro"). Each rule lists its concepts; all must be there.
   */
  together?: PhraseLists[][];
}

/** Myself, as teens write it. */
const MYSELF = 'mezelf|mijzelf|mzelf|myself|mezelve';
const MY = 'mijn|mn|m|me|my|onze|ons';
/** People at home or close by who may hurt a young person. */
const PEOPLE =
  'vader|pa|papa|pap|paps|ouwe|moeder|ma|mama|mam|mams|stiefvader|stiefmoeder|stiefva|stiefpa|stiefma|broer|broertje|zus|zusje|oom|tante|opa|oma|neef|nicht|ouders|ouwelui|vriend|vriendje|ex|buurman|trainer|coach|leraar|docent|baas|man|jongen|hij|ze|zij';
const HIT_NOW =
  'slaat|slaan|sla|schopt|schoppen|stompt|stompen|mept|meppen|duwt|duwen|knijpt|wurgt|wurgen|bijt|trapt|trappen|klapt|mishandelt|mishandelen|martelt';
const HIT_PAST =
  'sloeg|sloegen|schopte|schopten|stompte|mepte|duwde|kneep|wurgde|beet|trapte|mishandelde|geslagen|geschopt|gestompt|gemept|geduwd|geknepen|gewurgd|getrapt|mishandeld|gemarteld';
const BODY =
  'arm|armen|pols|polsen|benen|bovenbeen|bovenbenen|dij|dijen|dijbeen|dijbenen|buik|heup|heupen|huid|schouder|enkel|enkels';
const WOUNDS =
  'sneetjes|sneden|snijwonden|snijwondjes|wondjes|wonden|krassen|littekens|litteken|sneeen';
/** What makes a picture intimate, as teens say it. */
const INTIMATE =
  'nudes|nudies|noods|nuds|naaktfotos|naaktfoto|naaktjes|naaktfilmpje|naakt|bloot|aanhad|ondergoed|(niks aan)|(niets aan)';
const NUDES =
  'foto|fotos|pics|pic|video|videos|filmpje|filmpjes|nudes|nudies|noods|nuds|naaktfotos|naaktfoto|naaktjes|naaktfilmpje|screenrecording|screenshots|opname|opnames|beelden';

// Concepts for the rules that combine (`together`): each a list of words that mean one thing.
/** Words of one meaning; an alternative of several words ("7ta wa7ed") is one, as a group. */
function oneOf(list: string) {
  if (/~/.test(list.replace(/\([^)]*\)/g, ''))) return list; // a phrase with gaps: as written
  return topLevelAlternatives(list)
    .map((a) => (a.includes(' ') && !/^\(.*\)$/.test(a) ? `(${a})` : a))
    .join('|');
}
const c = (nl: string[], arabizi: string[] = [], mc: string[] = []): PhraseLists => ({
  nl: nl.map(oneOf),
  arabizi: arabizi.map(oneOf),
  mc: mc.map(oneOf),
});
/** Ways to end a life. */
const MEANS = c(
  [
    'paracetamol|pillen|pil|slaappillen|medicijnen|medicatie|tabletten|antidepressiva|oxazepam|ibuprofen|pillen',
    'dak|brug|flat|parkeergarage|spoor|trein|metro|balkon|raam|touw|strop|snelweg',
  ],
  [
    'dwa|dowa|kachiyat|lkachiyat|pilules|lfanid|jafil',
    'sta7|stah|9ant9ra|qanṭra|pont|train|tran|lmetro|7bl|hbl',
  ],
  ['الدوا|الكاشيات|كاشيات|الحبوب|الفنيد|جافيل', 'السطح|القنطره|التران|الحبل|البالكون'],
);
/** Finding out or having enough to do it. */
const LETHAL = c(
  [
    'genoeg|dodelijk|dodelijke|overdosis|overleeft|overleef|overleven|opgezocht|uitgezocht|bekeken|verzameld|gespaard|opgespaard|verstopt',
    '(hoog genoeg)|(niet meer wakker)|(nooit meer wakker)',
  ],
  ['kafi|kafya|bzaf|jm3t|jma3t|khbit|9lbt|qlbt|chft', 'kifach ~ nmout|nmot'],
  ['كافي|كافيه|جمعت|خبيت|خبيتو|خبيتها|قلبت|شفت|واجد', '(كلشي واجد)'],
);
/** Cutting, scratching or burning oneself. */
const HURT_ONESELF = c(
  [
    'kras|krast|kraste|krassen|gekrast|snij|snijd|snijdt|snijden|sneed|gesneden|cut|cutten|gecut|cutting|brandt|brandde|gebrand|krab|krabt|krabben|gekrabd',
  ],
  [
    'kanjra7|jra7t|njra7|kanqta3|kan9ta3|kanchrt|chrtt|cut|kancuti|kan7r9|7r9t|kat9te3|kat9ta3|kay9te3',
  ],
  ['كنجرح|جرحت|كنقطع|كنشرط|شرطت|كنحرق|حرقت'],
);
const BODY_PART = c(
  [BODY],
  ['dra3i|dra3ia|yddi|yddia|rjli|rjlia|fkhdi|jsmi|ydi|yedi|ydiha|dra3ha|dra3o'],
  ['دراعي|دراعيا|يدي|يديا|رجلي|رجليا|فخدي|جسمي'],
);
const BLADE = c(
  ['mesje|mesjes|scheermes*|(puntenslijper)|stanleymes|glas|glasscherf|passer'],
  ['lmous|chafra|chfra|chefrat|lamat|mousat'],
  ['الموس|الشفره|شفره|الشفرات|لامات'],
);
/** What a hidden habit says: it helps, it is ready, nobody may see it. */
const SECRET_HABIT = c(
  [
    'helpt|enige|nodig|klaar|(naast mn bed)|onder|verstop*|verberg*|niemand|mouwen|zomer|gym|zwemmen',
  ],
  ['kayrt7ni|kanrta7|khbit|kankhbi|7ta wa7ed|ma ychouf|kmam|sif|lbisin'],
  ['كيرتاحني|كنرتاح|خبيت|كنخبي|حتى واحد|مايشوف|الكمام|الصيف|البيسين'],
);
const WOUND = c(
  [`${WOUNDS}|plekken|(blauwe plekken)|(blauw oog)|vingerafdrukken|striemen|brandwonden|bloed`],
  ['jro7|jrouh|ljrou7|zr9a|zr9at|tbou3|tchrat|ddem'],
  ['الجروح|جروح|الزرقه|زرقات|التبوع|الدم'],
);
/** Someone at home or close by. */
const HOME_PERSON = c(
  [PEOPLE, 'thuis|huis'],
  ['baba|mama|khouya|khoya|khti|3mi|khali|rajl|(mrat baba)|b@ba|m@m@'],
  ['بابا|ماما|خويا|ختي|عمي|خالي|راجل|الدار'],
);
/** Being hit, hurt or made afraid by someone. */
const HIT = c(
  [
    `${HIT_NOW}|${HIT_PAST}|(in elkaar slaan)|(in elkaar geslagen)|beschermen|bescherm|(hand opsteekt)|(hand opheft)`,
  ],
  [
    'kaydrb|drb|drbni|kaysl5|sl5ni|kaydrbni|darbni|kayderbni|katdrb|katdreb|katdrob|kaydreb|kaydrbo',
  ],
  ['كيضرب|ضرب|ضربني|كيسلخ|سلخني|كيضربني|كتضرب|تضرب|كيضربو|كيخنق|خنق'],
);
/** Told not to tell: what abusers make children keep. */
const SECRET = c(
  [
    'geheim|geheimpje|(niemand ~ geloven)|(niks ~ zeggen)|(niets ~ zeggen)|(mag niet zeggen)|(niet vertellen)|(niemand vertellen)|(mag niemand)',
  ],
  [
    'sir|ma tgoulich|matgoulich|ma tgolich|(ma t9oulich)|(ma tgoulhach)',
    '7ta|hta ~ wa7ed|wahed ~ ma? y3ref',
    'ma? tgoulich|tgolich|t9oulich|t9oul|tgoul ~ l? 7ed|hed|7ta',
  ],
  [
    'ماتقولش|ماتقوليش',
    '(سر بيناتنا)',
    'حتى ~ واحد ~ مايعرف',
    'ماتقولي|تقولي|ماتقول|نقول ~ لحد|لحتى|لماما',
  ],
);
/** Sexual acts or touching. */
const SEXUAL = c(
  [
    'seks|sex|(naar bed)|aanraken|aangeraakt|aanraakt|betast|zoenen|pijpen|borsten|boobs|tieten|billen|kont|kruis|(zonder kleren)|naakt|uitkleden|(vieze dingen)|(doet ~ dingen)|(dingen doen)|(dingen met me)|(dingen met mij)',
  ],
  ['kay9isni|9isni|kaylmsni|lmsni|ybousni|kaybousni|3ryan|3eryana|bla 7wayj'],
  ['كيقيسني|قيسني|كيلمسني|لمسني|كيبوسني|عريان|عريانه|بلا حوايج'],
);
/** Without wanting it, or unable to say no. */
const UNWANTED = c(
  [
    '(niet wil)|(niet wilde)|(geen nee)|(nee zeggen)|dronken|bewusteloos|sliep|slapen|nachts|dwingt|dwong|moet|moest|geheim|geheimpje|(te jong)|# ~ jaar',
  ],
  ['bzz|bezz|bsif|ma bghitch|mabghitch|n3sa|na3sa|f lil'],
  ['بزز|بالسيف|مابغيتش|ناعس|فالليل'],
);
/** An adult, or someone much older, met online. */
const OLDER = c(
  [
    'man|vent|volwassene|volwassen|oudere|ouder|trainer|leraar|docent|buurman|oom|(van # jaar)|(van #)|online|snap|insta|tiktok|discord',
  ],
  [
    'rajel|rajl|kbir|online|snap|insta|tiktok|discord|coach|khali|3mi',
    '3ndou|3ndo|3endo ~ # ~ 3am?',
  ],
  ['راجل|كبير|المدرب', 'عندو ~ # ~ عام?'],
);
/** Pictures that are intimate for sure (not any photo or video). */
const INTIMATE_ONLY = c(
  [INTIMATE],
  ['nude|nudes|noods|n00ds|3ryan|3eryana|(bla 7wayj)'],
  ['عريان|عريانه|نودز|النودز|(بلا حوايج)'],
);
const INTIMATE_IMAGES = c(
  [INTIMATE, `${NUDES}|gestuurd|stuurde`],
  [
    'nude|nudes|noods|n00ds|3ryan|3eryana|tsawr|tsawer|tswira|video|lvideo|ltsawr|tsawri|fotos|pics|cam|screenshot|screenshots|screenrec|screenrecord|naakt',
  ],
  ['عريان|عريانه|تصاور|التصاور|تصويره|صور|صوره|فيديو|الكام|نودز|النودز|screenrec|naakt'],
);
const MONEY = c(
  [
    'geld|euro|betaal|betalen|betaalt|giftcard|giftcards|cadeaukaart|cadeaukaarten|bitcoin|tikkie|paysafe|paysafecard|# euro',
  ],
  ['flous|lflous|lflouss|euro|kart|kado|carte|cadeau|tikkie|paysafe|paysafecard', '# ~ euro?'],
  ['الفلوس|فلوس|اورو|كارت|كادو|paysafe|tikkie', '#'],
);
const THREAT = c(
  [
    'dreigt|dreigen|dreigde|chanteert|verspreid*|(gaat zien)|(krijgen ~ filmpje)',
    'als ik ~ niet|geen ~~ betaal|betalen|geld',
    'als ik ~ niet|geen ~~ meer ~~ stuur|stuurt|sturen',
    'anders ~~ stuur|stuurt|zet|krijgt|krijgen|gaan|post|deel|deelt',
    'naar ~ school|ouders|moeder|vader|klas|volgers|familie',
  ],
  [
    '(ila ma)|(ghadi ynchr)|ynchrhom|ysifthom|kayhddni|hddni|ypostihom|ynchrhom|(ghadi ychoufo)',
    'wla|ola|wela ~ ghadi|ghan|ghad ~ nsifet|nsift|nchr|nposti|ysifet|ynchr',
  ],
  [
    '(الا ما)|(غادي ينشر)|ينشرهم|يسيفطهم|يصيفطو|كيهددني|هددني|تهدد|يوصل|توصل',
    'كلشي ~ غادي ~ يشوفو',
    'الا ~ لا|مادرتش|ماصيفطتش|ماخلصتش',
  ],
);
const EAT = c(
  ['eet|eten|gegeten|at|avondeten|ontbijt|lunch|maaltijd|maaltijden|calorieen|kcal|honger'],
  ['klit|nakol|makla|lmakla|kanakol|ftour|3cha|lghda|katakol|kayakol|makatakolch|makayakolch'],
  ['كليت|ناكل|الماكله|ماكله|الفطور|العشا|الغدا|كالوري|كالوريات|كاتاكل'],
);
const NOT_EATING = c(
  [
    'niks|niets|geen|nooit|(niet meer)|overgeven|kotsen|braken|wc|kraan|weggooien|verstop|verstoppen|servet|straf|skip|overslaan|uitvalt',
  ],
  [
    'walo|ma klitch|maklitch|makanakolch|kant9eya|kantqiya|kankhbi|khbit|makatakolch|makayakolch|tay7at|t7at',
  ],
  ['والو|ماكليتش|ماكناكلش|كنتقيا|كنخبي|خبيت|كتقيا|كنجري|ماكاتاكلش'],
);
const BODY_IMAGE = c(
  [
    '(te dik)|dik|dun|dunner|afvallen|kilo|kilos|weegschaal|wegen|(flauw)|ana|mia|(maag ~ pijn)|uitvalt',
  ],
  ['smin|smina|ghlid|ghlida|nd3af|kilo|lmizan|mizan'],
  ['سمين|سمينه|غليض|غليضه|نضعاف|كيلو|الميزان'],
);
/** Afraid of getting fat: with not eating, the start of an eating disorder. */
const GETTING_FAT = c(
  [
    '(dik worden)|(dik te worden)|(dik word)|(dik wordt)|dikker|aankomen|(aan te komen)|(aan komen)',
  ],
  ['nsmen|nsmn|ntsmn|ntsmen|nghlad|nghlaz|nghlod|nzid|nzidd'],
  ['نسمن|نتسمن|نغلاض|نغلاظ|نغلض|نزيد'],
);
/** Not eating, said of now ("ik eet niet", "ma kanakolch"): short of days or calories. */
const NOT_EATING_NOW = c(
  [
    '(eet niet)|(eet niks)|(eet niets)|(eet nauwelijks)|(eet bijna)|(eet ik niet)|(eet ik niks)|(eet ik niets)|(niet meer eten)|(niks meer eten)|(niks eten)|(niet eten)|(niks eet)|(niets eet)',
  ],
  [
    'kanakolch|makanakolch|nakolch|manakolch|kanaklch|makanaklch|(ma kanakol)|(mabqitch kanakol)|(ma bqitch kanakol)|(mab9itch kanakol)|(ma b9itch kanakol)',
  ],
  ['ماكناكلش|كناكلش|ماناكلش|ناكلش|ماكنكلش|(مابقيتش كناكل)|(بقيتش كناكل)'],
);
const WEAPON = c(
  [
    'mes|mesje|messen|pistool|wapen|vuurwapen|knuppel|boksbeugel|taser|(steken)|neersteken|stekken|(in elkaar slaan)|(in elkaar te slaan)|afmaken|vermoorden|doodmaken',
  ],
  ['jnwi|jenwi|lmous|mous|mes|flingue|ydrbouni|y9tlouni|yqtlouni'],
  ['الجنوي|الموس|موس|يضربوني|يقتلوني'],
);
/** The one it happens to: me, or a brother or sister. */
const VICTIM = c(
  [
    'me|mij|mezelf|(mn broer)|(mn broertje)|(mn zus)|(mn zusje)|(mijn broertje)|(mijn zusje)|(mn gezicht)|(mijn gezicht)',
  ],
  ['fiya|liya|lia|3liya|khouya|khti|(khouya sghir)'],
  ['فيا|ليا|عليا|خويا|ختي'],
);
const AGAINST_ME = c(
  ['me|mij|ik|mn|mijn|(mn broer)|(mn zus)|(mn zusje)|(mn broertje)|volgende|iemand'],
  ['lia|liya|3liya|fiya|ana|khouya|khti'],
  ['ليا|عليا|فيا|انا|خويا|ختي'],
);
const SOON = c(
  [
    'morgen|vanavond|vannacht|vandaag|straks|(na school)|nu|zometeen|(tot vanavond)|volgende|gaat|gaan|komen|langskomen|zeggen|zegt|dreigen|dreigt',
  ],
  ['ghda|lyoum|daba|had lila|mn b3d|ghadi|9alo|qalo'],
  ['غدا|اليوم|دابا|هاد الليله|من بعد|غادي|قالو'],
);
/** Made to carry or deliver something for others. */
const CARRY = c(
  [
    'afleveren|wegbrengen|rondbrengen|vervoeren|bewaren|runner|pakketje|pakketjes|pakket|tas|tassen|(weg te brengen)|dealen|terugwerken',
  ],
  ['nwslo|nwsslo|nhz|sak|colis|paquet|runner|bakiya|pakket'],
  ['نوصلو|نهز|صاك|الصاك|كوليه|نحمل|الباكيج|باكيج|وصلتوش'],
);
const OR_ELSE = c(
  ['anders|(als ik het niet)|(als ik niet)|schuld|schulden|dreigen|dreigt'],
  ['(ila ma)|schuld|bzz|bezz|jbrouni|kayjbrouni'],
  ['(الا ما)|بزز|جبروني|كيجبروني|(شنو غادي يوقع)', 'الا ~ غادي|ماوصلتوش'],
);
/** Someone watching, waiting or following. */
const WATCHER = c(
  ['man|mannen|gast|gasten|jongen|jongens|auto|iemand|ze'],
  ['rajel|rajl|drari|tomobil|tonobil|(chi wa7ed)'],
  ['راجل|الدراري|طوموبيل|(شي واحد)'],
);
const WATCHING = c(
  [
    '(achter me aan)|(achter mij aan)|volgt|volgen|(naar ~ raam)|wacht|wachten|(foto van mn huis)|(mn adres)|(weten waar ik woon)',
    'staat|staan|stond|stonden|wacht|wachten|wachtte|zit|zitten|zat|rijdt|rijden|parkeert ~~ voor ~ flat|huis|deur|raam|school',
  ],
  ['kaytb3ni|tb3ni|9oddam|qoddam|(kaychouf f)|snapmap|kaystenani|kaytsnani|kaytsennani'],
  ['كيتبعني|تبعني|واقف|واقفه|قدام|كيشوف فيا'],
);
/** Home as a place of fear or danger. */
const HOME = c(
  ['thuis|huis|(naar huis)|kamer|osso|0ss0|oso'],
  ['dar|ddar|d4r|ldar|lbit|osso|0ss0|darna|dyourna'],
  ['الدار|للدار|البيت|دارنا|osso'],
);
const FEAR = c(
  [
    'bang|bng|durf|(durf niet)|gevaarlijk|zat|dronken|schreeuwt|gooit|(niet meer)|(niet te doen)|misgaat|(mag niet)|vluchten',
  ],
  [
    'khayf|5ayf|khayfa|kankhaf|ma bghitch|sakran|jhanam|jahanam|(machi safe)|(mchi safe)|kantr3d|kanter3ed',
  ],
  ['خايف|خايفه|كنخاف|مابغيتش|سكران|جهنم|كنترعد|(ماشي امان)|امينه|امين|(ماكنحسش براسي)'],
);
const NO_FOOD_AT_HOME = c(
  ['(geen eten)|(nooit eten)|(niks meer in de koelkast)|koelkast|honger|(geen geld)'],
  ['makaynch makla|ma kaynch makla|jou3|ji3an'],
  ['ماكاينش الماكله|الجوع|جيعان'],
);
const LEFT_ALONE = c(
  [
    '(dagen weg)|(week weg)|(al een week)|(niet thuis)|(is er niet)|alleen|broertjes|zusjes|broertje|zusje',
  ],
  ['bohdi|bo7di|bouhdi|machi f dar'],
  ['بوحدي|ماشي فالدار'],
);
/** Gone from home, not coming back. */
const GONE = c(
  [
    'weggelopen|weglopen|(weg van huis)|(van huis weg)|vertrokken|(niet meer terug)|(nooit meer terug)|(niet thuis geweest)',
    'bij ~ gast|man|jongen ~ wonen',
  ],
  ['hrbt|hrebt|nhrb|nhreb|mchat|mchit|ma rj3atch|marj3atch'],
  ['هربت|نهرب|مشات|مارجعاتش'],
);
const FROM_HOME = c(
  ['huis|thuis|ouders|(dat huis)'],
  ['dar|ddar|d4r|lwalidin'],
  ['الدار|الواليدين'],
);

/** Told to say it was a fall, or saying so when it was not. */
const COVER_STORY = c(
  [
    '(ben gevallen)|(was gevallen)|(van de trap)|(tegen de deur)|(zeg ~ gevallen)|(zegt ~ gevallen)|(zei ~ gevallen)',
  ],
  ['(9olt ~ ta7it)|(golt ~ tahit)|(9ol ~ ta7it)|(9olt ~ t7t)|(ta7it mn)|(tahit mn)'],
  [
    '(قول ~ طحت)|(قولي ~ طحت)|(نقولها ~ طحت)|(كتقول ~ طاحت)|(قالت ~ طاحت)|(طاحت ف الدروج)|(ضربها الباب)',
  ],
);
const NOT_TRUE = c(
  [
    '(niet zo)|(niet waar)|(komt van thuis)|(was niet zo)|eigenlijk|echt|(mag niet zeggen)|weer|alweer|vaak',
  ],
  ['(machi sa7)|(machi s7i7)|kdebt|kdbt|dima|bzaf|zerqa|zr9a'],
  ['(ماشي صحيح)|كذبت|كنكذب|ديما|(بزاف ديال المرات)|الزرقه|زرقه|(تالت مره)|(كل مره)|مرات'],
);
const HIDE_FACE = c(
  ['zonnebril|makeup|(make up)|concealer|foundation|capuchon|mouwen'],
  ['makeup|maquillage|capuchon'],
  ['نظارات|(النظارات ديال الشمس)|الماكياج|ماكياج|كابيشون|سويت'],
);
const FACE_OR_BODY = c(
  ['oog|ogen|gezicht|armen|plekken|plek|blauw|rug'],
  ['3ini|3iniha|3inih|wjhi|wjhha|wejhi|dra3i|dhri|zr9a'],
  ['عيني|عينيها|وجهي|وجهها|دراعي|يبانش|مايبانش|تبانش|ماتبانش|الزرقه'],
);
const POLICE = c(
  ['politie|agenten|112'],
  ['bolis|boulis|police|politie'],
  ['البوليس|بوليس|politie'],
);
const AGAIN = c(
  ['weer|alweer|gebeld|kwam|(uit de hand)|(bij ons)'],
  ['3ayto|3ytou|jat|tani|3awtani'],
  ['عيطو|جات|جا|تاني|عاوتاني'],
);
/** What a home sounds like when someone is being hurt. */
const SOUNDS_OF_VIOLENCE = c(
  ['gillen|schreeuwen|huilen|(dingen kapot)|kapot|(gaan kapot)|smijt|smijten'],
  ['katbki|katghwet|kayghwet|t7rsat|kayhrs|kay3yt'],
  ['كتبكي|كتغوت|كيغوت|تهرسات|كيهرس|كيتخاصمو|مهرسين|الدم'],
);
const HIDING = c(
  ['(durf ~ niet ~ uit)|verstop|verstoppen|opgesloten|(kamer niet uit)'],
  ['msdoda|msdod|mkhbbyin|mkhbya|nkhba|kantkhba|mkhbbi'],
  ['مسدوده|مسدود|مخبيه|مخبيين|كنخبي|كنتخبا|نقفلو|(ندخلو للبيت)'],
);
const GOODBYE_LETTER = c(
  ['afscheidsbrief|brief|briefje|(laatste bericht)'],
  ['bria|brya|bra|risala|message|msg'],
  ['بريه|رساله|ميساج'],
);
const FORGIVE_ME = c(
  ['(sorry voor alles)|(vergeef me)|(ik hou van jullie)|vaarwel|(dag iedereen)|(tot nooit)'],
  [
    'sm7ouli|smhouli|sm7oli|(sm7o lia)|(smho liya)|bslama|bsslama|kanbghikom',
    '(mn|men) ~ b3d ~ ma ~ nmchi',
  ],
  ['سمحولي|(سمحو ليا)|(سمحو لي)|بسلامه|كنبغيكم|المخده', 'من بعد ~ ما ~ نمشي', 'ملي ~ نمشي'],
);
const LEAVING_SECRETLY = c(
  [
    '(niemand weet)|(zonder dat ze)|(niet zeggen)|(zeg niks)|(bij een man)|(bij een gast)|online|tiktok|snap',
  ],
  [
    '(bach ma yl9awnich)|(bach ma yl9awni)|(ma t9oul l 7ed)|(ma tgoulo l 7ed)|(ma ghadich n9oul)|(bla ma y3rfo)|tiktok|snap|online',
  ],
  [
    '(بلا ما ~ تعلم|يعرفو|يعلمو|نقول)|(ماتقولو لحد)|التيكتوك|تيكتوك|سناب|(واحد كبير)|(راجل كبير)|ماغيعرفو|(ما غيعرفو)',
  ],
);
const GOING_AWAY = c(
  ['weglopen|weggelopen|vluchten|(nooit meer terug)|(niet meer terug)|(ga weg)|(ben weg)'],
  [
    'nhrb|nhreb|n7reb|n7rb|ghnhrb|ghanhrb|hrb|hreb|(ma nrj3ch)|(ma nrje3ch)|(ma ghadich nrj3)|(nb9a 3ndo)|(nmchi n3ich)',
  ],
  [
    'نهرب|هرب|هربات|مانرجعش|(نمشي ~ نعيش)|(تمشي ~ مع واحد)|(مشات ~ مع واحد)|مارجعاتش|ماغترجعش|(قبل ما يفيقو)|غنخرج',
  ],
);
const WEIGHT = c(['weeg|wegen|kilo|kg|bmi'], ['wazni|wazn|kilo|kg'], ['وزني|الوزن|كيلو']);
const LOSE_MORE = c(
  ['(nog meer ~ afvallen)|(nog ~ dunner)|(nog ~ kilo)|(moet ~ kwijt)'],
  ['(ba9i ~ nn9es|nd3af)|(ba9i bghit)'],
  ['(باقي ~ ننقص|نضعاف)'],
);
const PARENT_GONE = c(
  ['(dagen weg)|(week weg)|(is er niet)|(niet thuis)|(al ~ dagen|week|weken)'],
  ['(ma kaynach)|makaynach|(ma kaynch)|(ma dkhlatch)|(ma dkhlch)'],
  ['(ماكايناش)|ماكايناش|مادخلاتش|مادخلش|ماكيجيش|بوحدنا|السبيطار'],
);
const HUNGRY_CHILDREN = c(
  ['honger|(geen eten)|(niks meer in de koelkast)|(alleen brood)|koelkast'],
  ['ji3an|ji3ana|jou3|(lfrigo khawi)|(ghir lkhobz)'],
  ['جيعان|جيعانه|الجوع|(غير الخبز)|(الفريجو خاوي)|الفريجيدير|الفريجو'],
);
const RELATIVE_OR_ADULT = c(
  ['oom|tante|opa|neef|buurman|trainer|coach|man|(vriend van mn vader)'],
  ['khali|3mi|jouj khalti|(rajl khalti)|coach|rajel|rajl|(wa7ed kbir)'],
  ['خالي|عمي|(راجل خالتي)|(راجل عمتي)|المدرب|راجل|(واحد كبير)'],
);
const GIFTS_OR_ALONE = c(
  [
    'cadeaus|cadeautjes|(alleen met)|(samen alleen)|favoriet|lievelings',
    'geeft|gaf|krijg|kreeg ~ me|mij|ik? ~ geld ~~ als|zolang|geheim|niemand|niet',
  ],
  ['kay3tini|bo7dna|bouhdna|(nb9a bo7di)|lmfdla|lmfdl'],
  ['كيعطيني|بوحدنا|(نبقى بوحدي)|المفضله'],
);
const GIFTS = c(
  ['cadeaus|cadeautjes|(dure spullen)|(nieuwe iphone)|(dure kleren)|(geld en)'],
  ['kay3tini|(kay3tini flous)|cadeau|kado'],
  ['كيعطيني|كادو|هدايا'],
);
const ALONE_TOGETHER = c(
  ['(alleen met)|(met hem alleen)|(samen alleen)|(alleen zijn)'],
  ['bo7dna|bouhdna|bohdna|(nb9a bo7di)|(b9it m3ah)'],
  ['بوحدنا|(نبقى بوحدي)|(بقيت معاه)'],
);
const VIOLENCE_WORD = c(
  ['geweld|vechten|klappen|mishandeling'],
  ['l3onf|3onf|(kaytdarbo)'],
  ['العنف|عنف|كيتضاربو'],
);
const READY_TO_FLEE = c(
  ['(tas ~ klaar)|(schoenen aan)|(jas aan)'],
  ['(sak ~ wajed)|(sebbat f rjliya)'],
  ['(الصاك ~ واجد)'],
);
const WHEN_IT_GOES_WRONG = c(
  ['misgaat|(weer mis)|(moet vluchten)|(weg moet)'],
  ['(ila w93at)|(ila tkhrbat)'],
  ['(الا وقعات)'],
);
const TOILET = c(['wc|toilet|badkamer'], ['toilet|twalet|bit lma|lbit lma'], ['الطواليط|بيت الما']);
const UNHEARD = c(
  ['kraan|(niemand hoort)|(niemand ~ hoort)|muziek'],
  ['robini|(7ta wa7ed ma ysm3)'],
  ['الروبيني|(حتى واحد ~ مايسمع)'],
);
const DAYS = c(
  ['dagen|(# dagen)|week|weken|(al ~ dagen)'],
  ['iyam|yam|ayam|simana|(# iyam)'],
  ['ايام|يامات|سيمانه'],
);
const SENT_SOMETHING = c(
  ['(heb ~ gestuurd)|(stuurde ~ hem|haar)|(fotos gestuurd)'],
  ['sifett|sifet|sift|sifetlo|sifetliha|sifetlih'],
  ['صيفطت|صيفطتليه|صيفطتليها'],
);
const CALORIES = c(['calorieen|kcal|calorie'], ['calorie|kalori|kcal'], ['كالوري|كالوريات']);
const BURN_IT_OFF = c(
  ['(uren ~ rennen|sporten)|(kilometer ~ rennen)|wegrennen|verbranden|overgeven|kotsen'],
  ['kanjri|kanjry|n7r9|nhr9|sport|nt9iya'],
  ['كنجري|نحرق|سبور'],
);
const HUNTED = c(
  ['(zoeken ~ me|hem|haar)|(zitten ~ achter)|(op jacht)|(hebben ~ adres)|snapmap'],
  ['(kay9lbo ~ 3lih|3liha|3liya)|(kaydwro ~ 3lih|3liya)|(kharjo ~ 3la|3lih)|snapmap'],
  ['(كيقلبو ~ عليه|عليا)|(خرجو ~ على)'],
);
const IF_I_DONT_COME_BACK = c(
  ['(als ik niet ~ terug)|(als ik niet terugkom)|(als ik om # niet)'],
  ['(ila ma ~ rje3tch|rj3tch|rjaatch)'],
  ['(الا ما ~ رجعتش|رجعت)'],
);
const MEETING_THEM = c(
  ['afspraak|afspreken|ontmoeten|(met hen)|schuld|geld'],
  ['rendezvous|rdv|m3ahom|flous|lflous|schuld'],
  ['موعد|معاهم|الفلوس'],
);

const AFRAID_OF = c(
  ['(bang voor)|doodsbang|tril|trillen'],
  ['kantr3d|kanter3ed|(kankhaf mn)'],
  ['كنترعد|(كنخاف من)'],
);
const SCREENSHOTS = c(['screenshot|screenshots|screens'], ['screenshot|screenshots'], ['سكرينشوت']);
const FOLLOWERS = c(['volgers|followers|contacten'], ['followers|folowers'], ['الفولوورز']);

const PARENTS = c(
  ['vader|pa|papa|moeder|ma|mama|stiefvader|stiefmoeder|ouders'],
  ['baba|mama|lwalida|lwalid|walidin'],
  ['بابا|ماما|الواليده|الواليد|الواليدين'],
);
/** A debt of gifts paid back with the body: how loverboys work. */
const PAID_BACK = c(
  ['hotel|hotels|terugbetalen|(terug te betalen)|(terug betalen)|(met zn vrienden)'],
  ['hotel|otel|(ytkhlls)|(nrdd lih)'],
  ['الاوطيل|(نردلو)'],
);
const FAINTING = c(
  ['flauw|uitvalt|(haar uitvalt)|(maag ~ pijn)|duizelig'],
  ['tay7at|t7at|dokha|tdokhat'],
  ['طاحت|الدوخه|دوخه'],
);
const TOO_FAT = c(
  ['(te dik)|(nog dunner)|(te zwaar)|(nog te dik)'],
  ['ghlida|ghlid|smina|smin'],
  ['غليضه|غليض|سمينه|سمين'],
);

/** Being a burden, and the others better off without you. */
const BURDEN = c(
  ['last|lastpak|(tot last)|(blok aan het been)|probleem'],
  ['3ala|3ala2|3ala2a|mochkil'],
  ['عاله|مشكل'],
);
const RELIEF_WITHOUT_ME = c(
  ['(beter af)|(zonder mij)|(eindelijk rust)|opgelucht'],
  ['yrta7o|yrtaho|(bla biya)|(bla bia)|ghbert|ghbrt'],
  ['يرتاحو|غيرتاحو|(بلا بيا)|نهائيا'],
);
const DEBT = c(
  ['schuld|schulden|(# euro)|geld'],
  ['dayn|dyn|(# euro)|flous|schuld'],
  ['دين|(# اورو)|الفلوس|(عندي معاهم)'],
);
const KNOW_WHERE = c(
  [
    '(weten waar ik woon)|(weet waar ik woon)|(mn adres)|(mijn adres)|(weten ~ waar ~ woon|wonen|zit)',
  ],
  ['(3rfo fin)|(3arfin fin)|(3ndo adress)|adress|ladres'],
  ['(كيعرفو فين)|(عارفين فين)|العنوان|(فين ساكنه)|(فين ساكن)'],
);
const FAMILY_TARGET = c(
  ['(mn broertje)|(mn zusje)|(mn broer)|(mn zus)|(mn moeder)'],
  ['khouya|khti|mama|(khouya sghir)'],
  ['خويا|ختي|ماما|(خويا الصغير)'],
);
const HOUSE_PHOTO = c(
  ['(foto van ~ huis|deur|voordeur)'],
  ['(tswira dyal ~ dar|lbab)'],
  ['(فوطو ديال ~ الدار|باب)|(صوره ديال ~ الدار|باب)'],
);

export const crisisPhrases: Record<CrisisCategory, CrisisPhrases> = {
  suicide: {
    together: [
      [MEANS, LETHAL],
      [GOODBYE_LETTER, FORGIVE_ME],
      [BURDEN, RELIEF_WITHOUT_ME],
    ],
    personal: {
      nl: [
        'wil|wel|wou|wilde|ga|gaan|moet ~ dood',
        'dood ~ wil|wilt|wou|willen|wilde',
        'wil|wou ~ (dood gaan|doodgaan|sterven)',
        'wil|wou ~ niet meer ~ leven|bestaan|ademen|zijn|wakker',
        'niet meer willen leven',
        'er niet meer ~ zijn|ben|hoef|wil',
        'ben ik er ~ niet meer',
        'wil|ga|gaan ~ verdwijnen',
        'voor altijd ~ slapen|gaan|weg|weggaan|verdwijnen|uitloggen',
        'slapen|weg|weggaan|verdwijnen|uitloggen ~ voor altijd',
        'sewerslide|sewerside|seweslide',
        'wil|wou ~ niet|nie ~ meer ~ lven|leve|leven',
        'er ~ niet meer ~ ben|zijn',
        '(voor iedereen beter)|(iedereen beter af)|(beter voor iedereen)',
        'zien|ziet ~ me|mij ~ (niet meer)|(nooit meer)',
        'nooit meer wakker',
        'niet meer wakker ~ worden|word|wordt',
        'eind|einde ~ (aan mijn leven|aan mn leven|aan alles|aan het leven|maken)',
        'leven ~ beeindigen|beindigen|stoppen|eindigen|nemen',
        'van kant',
        'zelfmoord|suicide|zelfdoding ~ plegen|doen|pleeg',
        'aan ~ zelfmoord|suicide|zm|sui|zelfdoding|doodgaan|sterven|dood',
        'sui|zm|zelfmoord|suicide|dood ~ gedachten|gedachtes|plannen|plan',
        `${MYSELF} ~ ophangen|verhangen|doodmaken|vermoorden|afmaken|doden|verdrinken|vergiftigen|ombrengen`,
        `${MYSELF} ~ (om het leven|van het leven)`,
        'springen|spring ~~ brug|flat|dak|trein|metro|raam|balkon',
        'brug|flat|dak|trein|metro ~~ springen|spring',
        'voor ~ trein|metro|tram ~ springen|lopen|gooien',
        'spoor ~ liggen|staan|lopen',
        'overdosis|od ~ nemen|pillen',
        'pillen|paracetamol|medicijnen|slaappillen|tabletten|pillen ~~ verzameld|gespaard|opgespaard|verzamelen|sparen|(achter elkaar)',
        'alle|al ~ pillen|paracetamol|medicijnen|slaappillen',
        'beter af ~ zonder ~ mij|me',
        'niemand ~~ missen|mist|merken|merkt ~ me|mij?',
        'afscheidsbrief|afscheidsbrieven|afscheidsbericht|afscheidsberichtje|afscheidsvideo',
        'afscheid ~ nemen|genomen|neem',
        `${MY}|dit ~ laatste ~ bericht|berichtje|dag|avond|keer`,
        'spullen|dingen ~~ weggeven|weggegeven|(weg gegeven)',
        'nooit geboren',
        'leven ~ geen ~ zin|nut|waarde',
        'geen ~ zin|reden ~ meer ~ (om te leven|in leven|in het leven|te leven)',
        'waarom ~ (leef ik)|(ik leef)|(ik nog leef)|(zou ik nog)',
        'klaar met ~ leven|alles',
        'ik trek het niet meer',
        'ik kan het niet meer aan',
        'hou|houd ~ het niet meer vol',
        'kms',
        'moet|moeten|should|gwn ~ kys',
        'kill|killing|killed|kil ~ myself',
        'want|wanna|wish|gonna ~ die|dead|disappear',
        '(end it)|(end my life)|(end it all)',
        'unalive|unaliven|unalived|unalive',
        'suicidal|suicidaal|suicidale',
        'was ik maar dood',
        'wou|wilde ~ dat ik dood',
        'ik wil niet meer $',
        'ik kan ~ niet meer $',
        'ik wil niet meer ~ (ik wil|leven|bestaan|wakker|hier zijn)',
        'pijnloos|snelst|makkelijkst|zekerst ~~ dood|sterven|doodgaan|zelfmoord',
        'hoeveel ~~ pillen|paracetamol|ibuprofen|medicijnen|slaappillen|tabletten ~~ dodelijk|dood|overdosis|wakker|sterven',
        'dodelijke dosis',
        'hoe ~~ ophangen|verhangen',
        'je|ik ~ het niet ~ overleeft|overleef|overleven',
        'uitgezocht ~ hoe ~ wanneer',
        'zeg|zeggen ~~ dat ik ~ van ~ hou|houd',
        'sorry voor alles',
      ],
      mc: [
        'بغيت|باغي|باغيه|كنبغي|بغا|بغات|كيبغي|كتبغي ~ نموت|يموت|تموت',
        'نموت ~ ونرتاح',
        'نقتل ~ راسي',
        'يقتل|تقتل ~ راسو|راسها',
        'نتحر|ننتحر|ينتحر|تنتحر|انتحر',
        'نسالي ~ حياتي|الدنيا',
        'ماباغيش|مابغيتش|مابقيتش|مابقاش ~ نعيش',
        'ماعندي علاش نعيش',
        'الحياه ~ ماعندها|مابقا ~ معنى|فايده',
        'نمشي ~ ومانرجعش',
        'ننعس ~ ومانفيقش|ومانوضش|وماننوضش',
        'نعس|ننعس ~ مانفيقش|مانوضش|ماننوضش',
        'نختفي',
        'غادي ~ يرتاحو ~ مني',
        'حتى واحد ~ ماغادي ~ يتفكرني|يفكرني',
        'اخر ~ رساله|ميساج|مساج',
        'نشرب ~ الدوا|الفنيد|الحبوب|حبوب|الكاشيات|جافيل',
        'كاشيات|حبوب|الدوا ~~ كاملين|بزاف|كاملهم',
        'نلوح ~ راسي',
        'نطيح ~ راسي',
        'نشنق ~ راسي',
        'سمحو ليا ~ على كلشي',
        'سمحولي|سمحو ~~ كلشي',
        'طريقه|كيفاش|كيفما ~~ نموت',
        'باش ~ نموت',
        'مابقيتش|بقيتش ~~ نعيش|محتاج|محتاجهم|هنا',
        'نفرق|نعطي|نوزع ~~ الحوايج|حوايجي ~~ مابقيتش|بقيتش',
        'بريا|رساله ~~ لماما|لبابا ~~ ملي نمشي|مانبقاش',
        'كلشي ~~ مزيان ~~ بلا بيا|بلابيا',
        'نتمنى ~~ ننعس ~~ مانوضش|ومانوضش|نوضش',
        'جمعت|خبيت ~~ الدوا|الكاشيات|الحبوب',
        'اخر مره ~~ نكتب',
        'شكرا على كلشي',
      ],
      arabizi: [
        'bghit|baghi|kanbghi|bagha|bghat|kaybghi|katbghi ~ nmout|nmot|nmut|ymout|tmout',
        'nmout|nmot ~ w nrtah|wnrtah',
        'nqtl|nqtel|n9tel|nkatl ~ rasi|rassi|rasy',
        'ntn7er|ntnhr|ntnt7er',
        'bghit|baghi|ghadi|kanfker|kanfkr|bghat|bgha ~ nentahar|nentaher|nt7r|nnt7r|tnt7er|ynt7er',
        'ma? bghitch|mabghitch|bqitch|mabqitch|mabaghich|baghich ~ n3ich|n3ish|n3yech|n3ech|n3ich',
        'ma3ndi 3lach n3ich',
        'n3s|nn3s ~ w? ma? nfi9ch|nfiqch|nfi9|nnodch|nnoudch',
        'nmchi ~ w? ma? nrj3ch|nrje3ch|nrjaach',
        'nkhtafi|n5tafi',
        'nsali ~ 7yati|hyati',
        'akhir|akher|a5er|a5ir ~ message|msg|mesage|risala',
        'nchrb ~ dwa|dowa|doua|lfanid|kachiyat|jafil|javel',
        'nlo7|nloh ~ rasi',
        'nchnq|nchn9 ~ rasi',
        'sm7o|sme7o|smho ~ lia|liya ~ 3la kolchi',
        'kifach|kifash|kifch|tari9a|tariqa|tari9 ~~ nmout|nmot|nmut|nqtl|n9tl',
        'ylo7|tlo7|yloh|tloh|ylou7 ~ rasso|raso|rasou|rasha|rassha',
        'ghadi|bghit|bagha|bghat ~ ylo7|tlo7|ylo7 ~ rasso|rasha',
        'bach ~ nmout|nmot|nmut',
        'tqtel|t9tel|yqtel|y9tel|tqtl|t9tl|yqtl|y9tl ~ rasha|rasou|raso|rasu|rasi',
        'bghat|bgha|baghi|baghya ~ tmout|ymout|tmot|ymot',
        'zm|sui ~ plegen|doen',
        '7wayj|l7wayj|hwayj ~ dyali ~~ n3tikom|n3ti|nfr9|nfre9|nwz3|bqitch',
        'ma? bqitch|mab9itch ~ m7taj|mhtaj|m7tajhom|hna|dounya|ddnya',
        'sm7ouli|smhouli|smhoulia|sm7oli|(sm7ou lia)|(smhou liya) ~~ kolchi',
        'nsali ~ m3a ~ rassi|rasi|rasy',
        'nlo7|nto7|n7t|ntih|نطيح|نلوح|نسيب ~~ sta7|tab9a|الطبقه|السطح|العماره|balcon',
        'ma? ghadich|maghadich ~ tchoufouni|tchofoni|tchoufoni|tchofouni|tchoufni',
        'ila ~ ma? fi9tch|fiqtch|fi9t|fi9ch|nodtch|nnodch',
        'kolchi ~~ mzyan|mzian|ykoun ~~ (bla biya)|(bla bia)|bqitch',
        'jm3t|jma3t|jm3at|kanjm3|khbit ~~ dwa|dowa|kachiyat|pilules|lfanid|dwayat',
        'ntmna|kantmna ~~ n3s|nn3s ~~ ma? nodch|nnodch|nfi9ch|nfiqch',
        'akhir|akher|a5er|akhar ~ mra|merra ~~ nkteb|nktb|kanktb',
      ],
    },
    topic: {
      nl: ['zelfmoord*', 'zelfdoding', 'suicide', 'suicidepreventie', 'zelfmoordpreventie'],
      mc: ['الانتحار', 'انتحار'],
      arabizi: ['intihar', 'lintihar', 'nti7ar'],
    },
  },
  'self-harm': {
    together: [
      [HURT_ONESELF, BODY_PART],
      [BLADE, SECRET_HABIT],
      [WOUND, SECRET_HABIT],
    ],
    personal: {
      nl: [
        `snij|snijd|snijden|kras|krassen|brand|branden|verwond|beschadig|krab|krabben ~ ${MYSELF}`,
        `${MYSELF} ~ snijden|krassen|branden|verwonden|beschadigen|pijn|aandoen|gesneden|gesnede|gekrast|gebrand|verwond|beschadigd`,
        `snijd|snij|snijden|gesneden|kras|krassen|gekrast|krab|krabben|gekrabd ~~ ${BODY}`,
        `kras*|snij*|sneed|cut|cutten|gecut|brandt|brandde|krab* ~ in|op|over ~~ ${BODY}`,
        `${BODY} ~~ opengekrabd|opengekrast|opengesneden|opengehaald`,
        `mesje|mesjes|scheermesje|scheermesjes|scheermes|stanleymes ~~ ${BODY}|matras|kussen|la|klaar|nodig|verstopt`,
        `sigaret ~~ uitdrukken|uitgedrukt ~~ ${BODY}|hand`,
        'automutilatie',
        'zelfbeschadiging',
        'zelfverwonding',
        'selfharm|sh|zelfharm ~~ mezelf|weer|relapse|clean|gedaan|doe|arm|armen|benen',
        'doe ~ mezelf ~ pijn',
        `verberg|verbergen|verstop|verstoppen|bedekken ~~ ${WOUNDS}`,
        `${WOUNDS} ~~ verbergen|verstoppen|niemand|mouwen`,
        `${WOUNDS} ~ op|in ~ ${MY}|haar|zijn ~ ${BODY}`,
        'lange mouwen ~~ niemand|ziet|zien|littekens|armen|zomer',
        '(met mn armen|met mijn armen|met mn benen) doe',
        'hurt|cut|cutting|harm ~ myself',
        `mes|mesje|mesjes ~ op|in ~ mn|mijn ~ ${BODY}`,
        'gecut|cutten|gecutted',
        'weer ~ gesneden|gekrast|gecut|gebrand',
        'clean ~~ sh|snijden|gesneden|cutten',
        'relapse|relapsed|terugval ~~ sh|snijden|cutten',
        'sh ~~ relapse|relapsed|clean',
        'kop|hoofd ~~ muur ~ slaan|bonk|bonken|beuk|beuken|sla',
        'bonk|bonken|beuk|sla|slaan ~~ hoofd|kop ~~ muur',
        'barcode|barcodes ~ armen|arm|benen',
        'cat scratches',
        'kat|huisdier|huisdieren ~~ (niet eens)|geen',
        `bloed ~~ lakens|matras|mouw|mouwen|verbergen|verstoppen|wegwerken`,
        `waarom ~ ${MY} ~ ${BODY} ~~ uitziet|uitzien|eruitziet`,
        `met opzet|expres|express|bewust ~~ ${BODY}`,
        `${MYSELF} ~~ pijn ~ doen|gedaan`,
      ],
      mc: [
        'كنجرح|نجرح|جرحت|كانجرح ~ راسي|يدي|دراعي',
        'كنقطع|نقطع|قطعت|كنشرط|نشرط|شرطت ~ يدي|يديا|دراعي|دراعيا|راسي|رجلي',
        'كنحرق|نحرق|حرقت ~ راسي|يدي',
        'كنضرب|نضرب|ضربت ~ راسي ~ مع|فالحيط',
        'نضر|كنضر|كنأذي|نأذي|ناذي|كناذي ~ راسي',
        'جروح|جرحات|الجروح|تشراط ~ يدي|دراعي|دراعيا|رجلي',
        'الموس|شفره|لاشفرا|الشفره ~~ يدي|دراعي|راسي|(تحت المخده)|مخبيه',
        'نخبي ~~ الجروح|جروح|التشراط',
        'كم طويل ~~ الجروح|ماحد|(حتى واحد)',
        'الشفرات|شفرات|الشفره|الموس ~~ خبيت|الطيروار|مخبيه',
        'خبيت ~~ الشفرات|شفرات|الشفره|الموس',
        'الوجع|الالم ~~ يدي|دراعي|جسمي ~~ كنرتاح|كيرتاحني',
        'جرحت ~~ بزاف|الدم',
        'الدم ~~ مابغاش ~~ يحبس',
        'باش ~ مايشوفوش|يشوفوش|مايشوفش ~~ رجليا|رجلي|يدي|دراعي|دراعيا|جسمي',
        'كنحس ~~ الوجع|الالم ~~ كنرتاح',
        'كتحرق|تحرق|كيحرق ~ راسها|راسو ~~ بالبريكه|البريكه|الحروق',
        'باش ~ مايبانش|يبانش|ماتبانش|تبانش ~~ دراعي|دراعيا|يدي|رجليا|عيني|وجهي',
        'البيسين|البحر ~~ مايشوفوش|ماحد ~~ رجليا|دراعي|يدي',
        'بلاستر ~~ طحت',
      ],
      arabizi: [
        'sh ~~ عاده|رجعات|كنديرو|ولات',
        'kanjra7|njra7|jra7t|kanjrah|njrah|jraht ~ rasi|yddi|dra3i',
        'kanqta3|nqta3|qta3t|kan9ta3|n9ta3|9ta3t|kanchrt|nchrt|chrtt ~ yddi|yedi|ydi|dra3i|yddiya|rasi|rjli',
        'kan7ra9|n7r9|nhr9|nhraq|n7ra9|7r9t ~ rasi|yddi',
        'kandrb|nderb|ndrb|drbt ~ rasi ~ m3a|7it|f7it',
        'n2adi|naadi|nadi|kan2adi|kanadi ~ rasi',
        'sh ~~ rj3at|rja3t|3ada|liya|kandir|wlat',
        'kan7r9|kan7ra9|kanhr9|n7r9 ~~ dra3i|dra3ia|yddi|rjli|fkhdi',
        'jro7|jrouh|jrahat|jro7at|tchrat ~ yddi|dra3i|rjli',
        'lmous|lmos|chafra|lachafra|chfra ~~ yddi|dra3i|rasi|m5bya|mkhbya',
        'nkhbi|n5bi ~~ jro7|jrouh|tchrat',
        'cut|cuti|kancuti|ncuti ~~ dra3i|yddi|rjli|fkhdi|jsmi|rasi',
        'kat9te3|kat9ta3|kay9te3|kay9ta3|katjra7|kayjra7|katchrt|kaychrt ~~ ydiha|yddiha|yddo|dra3ha|dra3o|rjliha|fkhdha',
        'bach ~ ma? ybanch|tbanch|ychoufouch ~~ dra3i|dra3ia|yddi|rjli|3ini',
        'bach ~ ma? ychoufouch|ychoufch|ychofo|ychouf|ychoufo ~~ rjliya|rjli|dra3i|dra3ia|yddi|jsmi|fkhdi',
        'kmam|kmm|kmem ~ twal|twila|twil ~~ dra3i|yddi|ychoufouch|ychofouch|ychoufo',
        'khbit|kankhbi|nkhbi|5bit ~~ chefra|chefrat|chfra|chfrat|lamat|lmous|mousat',
        'alam|lalam|l3dab|lwja3|wja3 ~~ jesmi|jsmi|yddi|dra3i ~~ kayhdni|kayrt7ni|kayhdeni|kanrta7|kayrta7ni',
        'fkhdi|fkhdiya|dra3i|dra3ia|yddi|rjli|jsmi|rjliya ~~ jrou7|jro7|ljrou7|jr7|jrahat|tchrat',
        'jra7t|jrt ~~ bzaf|ddem|dm|ddam',
      ],
    },
    topic: {
      nl: ['zelfbeschadiging', 'automutilatie', '(self harm)', 'selfharm'],
      mc: [],
      arabizi: [],
    },
  },
  abuse: {
    together: [
      [HOME_PERSON, HIT, VICTIM],
      [WOUND, HOME_PERSON],
      [HOME_PERSON, SECRET, HIT],
      [COVER_STORY, NOT_TRUE],
      [COVER_STORY, WOUND],
      [HIDE_FACE, FACE_OR_BODY, HOME_PERSON],
    ],
    personal: {
      nl: [
        `${PEOPLE} ~~ ${HIT_NOW}|${HIT_PAST} ~ me|mij|${MYSELF}`,
        `${HIT_NOW}|${HIT_PAST} ~ me|mij ~~ ${PEOPLE}`,
        `heeft|hebben|had ~ me|mij ~~ ${HIT_PAST}`,
        'word|wordt|werd|ben ~~ geslagen|geschopt|mishandeld|gestompt|geduwd|gewurgd|gemarteld',
        'mishandelt|mishandelen|mishandeld|mishandelde ~ mij|me',
        `(blauwe plekken)|(blauwe plek)|(blauw oog) ~~ ${PEOPLE}|mag|zeggen|geheim|thuis|boos|dronken`,
        `verstop|verberg|verbergen|verstoppen|bedekken|camoufleren ~~ (blauw oog)|(blauwe plek)|(blauwe plekken)`,
        'slaat|sloeg|slaan|geslagen ~~ riem|stok|schoen|slipper|kabel|pollepel',
        'met ~ zn|zijn|de ~ riem',
        'tegen ~ muur|grond|kast ~ geduwd|gegooid|gesmeten|geslagen',
        'knijpt|kneep ~~ keel',
        'gooit|gooien|gooide ~ dingen|spullen|borden|schoenen|stoelen ~ naar ~ me|mij|mijn|mn',
        'trekt|trok ~ me|mij ~ aan ~ haren|haar|oren|oor',
        'klappen|slaag ~ thuis',
        'klappen ~ krijg|kreeg ~ van',
        'hits|beats|hit|beat ~ me',
        `${MY} ~ ${PEOPLE} ~~ boos|dronken ~~ slaan|slaat|klappen|pijn`,
      ],
      mc: [
        'كيضربني|كيضربوني|كتضربني|كيضربنيو|ضربني|ضربوني|ضرباتني|كيسلخني|كتسلخني|سلخني|سلخوني|كيصرفقني|صرفقني',
        'بابا|ماما|خويا|ختي|عمي|خالي|(راجل ماما)|(مرات بابا)|صاحبي ~~ كيضرب|كتضرب|ضرب|ضربات|كيسلخ|سلخ ~ فيا|ليا|عليا',
        'كيعذبني|كيعذبوني|كتعذبني',
        'تعذيب ~ فالدار',
        'كيخنقني|خنقني|كتخنقني',
        'بالسمطه|بالصمطه|بالصبات|بالتيو',
        'كيجرني|جرني ~ من شعري',
        'الزرقه|زرقات|زرقين ~~ بابا|ماما|ماخصنيش',
        'حرقاتني|حرقني|حرقوني ~~ بالمغرفه|المغرفه|السخونه|سخونه|الماء|الما|بالسيجاره',
        'كنكذب ~~ الاستاذه|الاستاذ|الطبيب|ماما ~~ طحت|(ضربت راسي)',
        'كيسد|سد|قفل|كيقفل ~ عليا ~~ البيت|(بلا ماكله)|(بلا ماكلا)',
      ],
      arabizi: [
        'kaydrbni|kaydarbni|kaydrbouni|kaydrboni|katdrbni|darbni|drbni|drbouni|kaydrebni|kaydrabni|drbatni|katdarbni|kaydrabouni',
        'kaysl5ni|kayslkhni|sl5ni|slkhni|katsl5ni|katslkhni|kaysarfa9ni|sarfa9ni',
        'baba|mama|khouya|khoya|5ouya|khti|5ti|3mi|khali|5ali ~~ kaydrb|katdrb|drb|kaydreb|kaysl5 ~ fiya|fia|lia',
        'ky3dbni|kay3adebni|kay3dbni|kat3adebni',
        'kay5n9ni|kaykhnqni|5n9ni|khnqni|katkhn9ni',
        'smta|semta|ssmta|tiyo|ttiyo ~~ drbni|drbouni|kaydrbni|drb|kaydrb|katdrbni|drbatni',
        'kayjrni|jrni ~~ cha3ri|cha3ri',
        'zr9a|zerqa|zr9at ~~ baba|mama',
        'zr9a|zer9a|zr9ine|zr9at ~~ 3ini|3inia|wjhi|wejhi|dhri|jsmi ~~ ychoufch|ychoufouch|bach|lprof|baba|mama|kaydrbni',
        'baba|mama|bba|khouya ~~ smta|semta|tiyo',
        'tbou3|tba3|athar|zr9a|zr9at ~~ smta|semta|tiyo',
        'kanlbes|lbest ~~~ bach ~~ ma? ychoufch|ychoufouch|ychofo|ychouf',
        '7r9atni|hr9atni|7r9ni|hr9ni|7ar9atni ~~ b? mghrfa|lmghrfa|sokhna|skhouna|sigara|lma',
      ],
    },
    topic: {
      nl: ['kindermishandeling'],
      mc: [],
      arabizi: [],
    },
  },
  'sexual-abuse': {
    together: [
      [SEXUAL, UNWANTED],
      [SEXUAL, SECRET],
      [SEXUAL, OLDER],
      [OLDER, SECRET],
      [INTIMATE_ONLY, OLDER],
      [RELATIVE_OR_ADULT, GIFTS_OR_ALONE, SECRET],
      [RELATIVE_OR_ADULT, GIFTS_OR_ALONE, FEAR],
      [RELATIVE_OR_ADULT, GIFTS, ALONE_TOGETHER],
      [ALONE_TOGETHER, SECRET],
      [GIFTS, PAID_BACK],
      [OLDER, GIFTS, INTIMATE_IMAGES],
    ],
    personal: {
      nl: [
        `${PEOPLE} ~~ zit|zat|zitten|kwam|komt ~ aan ~ me|mij|${MYSELF}`,
        `zit|zat|zitten ~ aan ~ me|mij|mn|mijn ~~ lichaam|borsten|billen|kont|kruis|onderkant|benen`,
        'aan ~ mij|me ~ zitten|gezeten|zit|zat',
        'raakt|raken|raakte|raakten ~ me|mij ~ aan',
        'aangeraakt|aanraken ~~ plekken|(niet wil)|wilde|ongewenst',
        'aangerand|aanranding|aanrandt|aangerand',
        'verkracht|verkrachten|verkrachtte',
        'ben|word|werd|is|zijn ~~ misbruikt|aangerand|verkracht|betast',
        'misbruikt|misbruiken ~ mij|me',
        'betast|betasten ~ me|mij?',
        'gedwongen|dwingt|dwong|dwingen ~~ seks|sex|pijpen|uitkleden|naakt|dingen|bed',
        'moet|moest ~ dingen doen ~ die ik niet wil',
        'rare|vieze|gekke ~ dingen ~~ doen|laat|laten|liet ~~~ geheim|geheimpje|niemand',
        'laat|laten|liet ~ haar|hem|mij|me ~ rare|vieze ~ dingen',
        'nachts|nacht|avonds ~~ op|in ~ mijn|mn ~ kamer|bed',
        'komt|kwam ~ in|op ~ mijn|mn ~ bed|kamer ~~ nacht|nachts',
        `${MY} ~ loverboy|pooier`,
        'loverboy ~~ mij|me|moet|dwingt',
        'naar bed|seks|sex ~~ voor geld',
        'voor geld ~~ naar bed|seks|sex|mannen',
        'moet ~ met ~ mannen|vrienden ~~ seks|sex|bed',
        'man|vent|meneer|gast|volwassene|oudere ~ van # ~~~ afspreken|huis|naakt|fotos|niemand|geheim|komen|seks|sex|ontmoeten',
        'man|vent|volwassene|trainer|oom|buurman|leraar ~~~ niemand ~ mag|mogen ~ weten|zeggen|vertellen',
        'oudere|volwassen ~ man|jongen|vent ~~ naakt|fotos|foto|afspreken|seks|sex',
        'wil|vraagt|vroeg ~~ naaktfotos|nudes|naakt|foto ~~ van mij|me|sturen',
        'touched|touches|touching ~ me',
        'got|been|was|being ~ raped|molested|groomed',
        'raped|rape|r*pe|molested',
        'ongewenst ~ aangeraakt|aanraken|gedrag',
        'gegroomd',
        'sa ~ door|gehad|overkomen|van|meegemaakt',
        'wakker ~~ kleren|broek|rok ~ uit',
        'kleren|broek ~ waren ~ uit ~~ weet|niks',
        'drankje ~~ (iets in)|gedrogeerd|(knock out)',
        'gedrogeerd',
        'kindermisbruik',
      ],
      mc: [
        'اغتصبني|اغتصبوني|غتاصبني|غتاصبوني|تغتاصبت|اغتصب',
        'كيتحرش|تحرش|كيتحرشو|تحرشو ~ بيا|عليا|بيها|بيه',
        'كيقيسني|قيسني|كيقيسوني|قيسوني|كيحك|كيتحكك ~ فيا',
        'كيلمسني|لمسني|كيلمس|كيلمسو ~ فيا|جسمي|صدري',
        'كيدخل|كيجي|دخل ~~ بيتي|للبيت|(البيت ديالي)|عندي ~~ الليل|فالليل|بالليل',
        'كيبغي ~ يديرلي|(يدير معايا) ~ حوايج',
        'غصبني|كيغصبني|(بالسيف عليا)|(بزز عليا)',
        'كيطلب|طلب ~~ تصاور|تصويرات|صور ~~ عريان|عريانه|(بلا حوايج)',
        'سر ~ بيناتنا ~~ عمي|خالي|الجار|راجل',
        'حوايج خايبين ~~ كيدير|دار|كيبغي',
        'كيبوسني|بوسني|يبوسني',
        'كيلمسني|لمسني|كيقيسني|قيسني',
        'تعرضت|تعرضات ~ لاغتصاب|للاغتصاب|اغتصاب|للتحرش|لتحرش',
        'ماتقولش|ماتقوليش|ماتقولهاش ~~ لحد|لماما|لبابا|واليديك|الواليدين',
        'سر ~ بيناتنا',
        'كيدخل ~~ للدوش|الدوش|الطواليط|الحمام ~~ (ملي كنكون)|(ملي نكون)|فيه',
        'عندو|عندها ~ # ~ عام ~~~ الدار|بوحدي|نجي|عندو',
        'كبير ~~~ الفلوس ~~ سر|ماتقول',
      ],
      arabizi: [
        'ghtasbni|ightasbni|ightisab|ghtasboni|ghtsbni|tghtasbt|ghtasbouni',
        'kayt7arach|kaytharach|t7arach|tharach|kayt7archo|t7archo ~ biya|bia|3liya|biha',
        'kay9isni|kayqisni|9isni|qisni|kay9issni|9issni|(kayt7kek fiya)',
        'kaylmsni|lmsni|kaylmes|kaylems ~ fiya|jsmi|sdri',
        'kaydkhol|kaydkhl|kayd5ol|kayji|dkhl ~~ bit|lbit ~~ lil|llil|fllil|blil',
        'ghasbni|kayghasbni|(bsif 3liya)|(bessif 3liya)|(bzz 3liya)|(bezz 3liya)',
        'kaytlb|kaytleb|tleb ~~ tsawr|tsawer|tswira ~~ 3ryan|3eryana|3aryan|(bla 7wayj)',
        'sir ~ binatna ~~ 3mi|khali|jar|rajel',
        '7wayj khaybin ~~ kaydir|dar|kaybghi',
        'ybousni|kaybousni|kaybosni|ybosni|(kaybouss fiya)',
        'kaylmsni|kay9isni|kaylemsni|kay9issni',
        'kaychouf|kaychof ~ biha|bih ~ fiya ~~ kay9rreb|kayqrreb|kay9rb',
        'kaydir|dar|ydir ~ liya|lia|lya ~~ 7wayj|hwayj|18+',
        'ma? tgoulich|tgolich|t9oulich|tgoulhach|tgoulihach ~~ walidik|lwalidin|waldik|mama|baba|(7ta wa7ed)|(hta wahed)',
        'rajel|rajl|wa7ed|wahed ~ kbir ~~~ ybousni|kaybousni|(kaychd fiya)|chat|darou|darhom|bouhdi|bo7di|sir',
        'kaychd|kayched|chd ~ fiya|fia ~~ bgha|ybousni|bouhdi|bo7di',
        'kaydkhol|kaydkhl|dkhel|dkhl ~~ douch|ddouch|toilet|twalet|lbit ~~ mli|fach ~~ kankoun|kanadoch|kandouch',
        '3ndou|3endo|3ndo ~ # ~ 3am ~~~ darou|(dar dyalou)|ndji|nji|n9abel|nt9abl',
      ],
    },
    topic: {
      nl: ['verkrachting', 'aanranding', '(seksueel misbruik)', 'loverboy*', 'pooier', 'grooming'],
      mc: ['التحرش', 'الاغتصاب'],
      arabizi: ['t7arroch', 'ightisab'],
    },
  },
  'domestic-violence': {
    together: [
      [HOME_PERSON, HIT, SECRET],
      [POLICE, HOME, AGAIN],
      [SOUNDS_OF_VIOLENCE, HOME_PERSON, HIDING],
      [HIDE_FACE, SECRET],
      [VIOLENCE_WORD, HOME, PARENTS],
    ],
    personal: {
      nl: [
        `vader|pa|papa|stiefvader|stiefva|stiefpa|hij|vriend ~~ ${HIT_NOW}|${HIT_PAST}|bedreigt|bedreigde|tegen ~~ moeder|ma|mama|mam|haar`,
        `moeder|ma|mama|mam ~~ wordt|word|werd ~~ geslagen|mishandeld|bedreigd|geduwd|gewurgd`,
        `vader|pa|papa|stiefvader|stiefva|stiefpa|hij|vriend ~~ moeder|ma|mama|mam|haar ~~ ${HIT_PAST}`,
        `${MY} ~ ouders ~~ vechten|slaan|schoppen|vochten ~~ elkaar|thuis`,
        'mishandelt|mishandelde|slaat|sloeg ~ haar|hem|mama|moeder|zusje|broertje|mn|mijn',
        'geweld ~~ thuis|huis',
        'thuis ~~ geweld|vechten|klappen',
        `(blauw oog)|(blauwe plekken) ~~ vader|stiefvader|hem|zn|zijn`,
        'gooit|gooien|gooide ~ met ~ spullen|borden|stoelen',
        'politie ~~ gebeld|kwam|langs|komt ~~ thuis|ouders|ruzie|ons|hand',
        'dronken ~~ thuiskomt|thuis ~~ verstop|bang|slaat|schreeuwt',
        'verstop|verstoppen ~ me|mij|ons ~~ kast|kamer|wc|badkamer|stil',
        'zegt|zei ~~ gevallen|gestoten ~~ maar|echt',
        'hoor|hoorde ~~ gillen|schreeuwen|huilen ~~ slaat|mishandelt|hij|vader',
      ],
      mc: [
        'بابا|(راجل ماما)|خويا ~~ كيضرب|ضرب|كيسلخ|سلخ ~ ماما|مي|امي|الواليده|ختي',
        'الواليدين ديالي ~~ كيتضاربو|تضاربو',
        'ماما ~~ كتاكل العصا|كتضرب|مضروبه',
        'كنتخبا|كنتخباو ~~ فالبيت|فالدولاب|(ملي كيجي)',
        'بابا|(راجل ماما) ~~ طاحت|جبد|خنق ~~ ماما|امي',
        'بابا|(راجل ماما) ~~ كيخنق|خنق|خنقها|ضربها|كيضربها|كيضرب ~~ ماما|امي',
        'ماما ~~ الزرق|زرقه|مضروبه ~~ وجهها|كتقول',
        'قالت ~~ الطبيب|للطبيب ~~ طاحت ~~ ماشي صحيح|كذبت',
      ],
      arabizi: [
        'baba|(rajl mama)|khouya ~~ kaydrb|drb|kaydreb|kaysl5|sl5 ~ mama|mimti|mi|omi|lwalida|khti',
        'walidin|lwalidin|waldiya ~~ kaytdarbo|kaytdrbo|tdarbo',
        'mama ~~ katakol l3sa|mdrouba|madrouba',
        'kantkhba|kantkhbaw ~~ f bit|fbit|placard',
        'baba ~ kaydrb|kaydreb|drb|dreb|kaysl5 ~ mama',
        'msdoda|msdod|m9fola|mqfla ~~ bit|lbit',
        'baba|(rajl mama)|(rajel mama) ~~ khne9|khn9|5ne9|5n9|khna9|drb|dreb|(jbed lmous)|tayh ~~ mama|mimti|lwalida|mmi',
        'sakran|skran ~~~ mama|mimti ~~ katbki|tghwet|katghwet|kaydrbha|drbha',
        'kayt3ela|kayt3la ~ sout|sot|saout ~~~ nsedd|nsd|kansed|nkhba|kantkhba|nkhbi ~~ lbab|bab',
        'ghadi ~ n9tlek|nqtlek|n9tlk ~~ jenwi|jnwi|lmous',
        'khne9|khn9|5ne9|kaykhne9|kaykhn9 ~ mama|mimti',
      ],
    },
    topic: { nl: [], mc: ['العنف ~~ فالدار|الدار|داخل'], arabizi: ['l3onf ~~ dar|fdar|fddar'] },
  },
  'unsafe-home': {
    together: [
      [HOME, FEAR],
      [NO_FOOD_AT_HOME, LEFT_ALONE],
      [PARENT_GONE, HUNGRY_CHILDREN],
      [FEAR, HOME_PERSON, AFRAID_OF],
      [READY_TO_FLEE, WHEN_IT_GOES_WRONG],
    ],
    personal: {
      nl: [
        'niet|nie ~ veilig|safe ~ thuis|huis',
        'thuis ~~ niet|nie ~ veilig|safe',
        'onveilig|unsafe ~ thuis',
        'thuis ~ onveilig|unsafe',
        'durf|durft|durfde ~~ niet ~~ (naar huis)|thuis',
        'bang ~~ naar huis|thuis ~ gaan|komen',
        'bang ~~ voor ~ mijn|mn ~ vader|moeder|stiefvader|ouders|broer|stiefmoeder',
        'uit huis ~ gezet|gegooid|geschopt',
        'huis|deur ~ uitgegooid|uitgezet|uitgeschopt|uitgetrapt',
        'ouders|moeder|vader|stiefvader|thuis ~~ eruit ~ gegooid|gezet|geschopt',
        'kicked out',
        'buiten ~ gezet|gegooid|gesloten',
        'buitengezet',
        'op straat ~ gezet|gegooid|slapen|leven|slaap',
        'sluit|sluiten|sloot|opgesloten ~~ kamer|me|mij|op|zonder',
        'geen|niks ~ eten ~~ thuis|huis|krijg|dagen',
        'krijg|kreeg ~ geen|niks ~ eten',
        'geen geld ~ geen eten',
        'nergens ~ slapen|heen|naartoe|wonen|woon',
        'geen slaapplek',
        '(ergens anders) ~ slapen|blijven|heen ~~~ thuis',
        'thuis ~ (kan echt niet)|(gaat echt niet)',
        'wil ~~ niet ~ (naar huis)',
        'zo lang mogelijk ~~ school|buiten|weg ~~ thuis',
        'thuis ~~ nooit wat er gebeurt',
        'ouders ~~ weg ~~ geen ~ eten|geld',
      ],
      mc: [
        '(ماشي امن)|(ماحاسش بالامان)|(ماكنحسش بالامان)|(ماحاسه بالامان) ~~ فالدار|الدار',
        'خايف|خايفه|كنخاف ~~ نرجع|ندخل|نمشي ~~ للدار|الدار',
        'جراو|طردو|خرجو|جرا|طرد ~ عليا|مني|بيا ~~ الدار',
        'طردني|طردوني|جراني|جراوني|خرجوني ~~ الدار',
        'سدو|قفلو|سد|قفل ~ عليا',
        'مالقيت ~ فين ~ نعس|نبات',
        'ماعنديش ~ فين ~ نعس|نبات',
        'كنعس|نعست|كنبات ~~ فالزنقه|فالشارع|برا',
        'ماكيعطيونيش|مكيعطيونيش ~ ناكل|الماكله',
        'ماكاينش ~ الماكله ~ فالدار',
        'لوحني|لوحوني|طلقني|لاحني|لاحوني ~~ الدار|برا',
        'تجريت|تطردت ~~ الدار',
        'ماترجعيش|ماترجعش|ماترجعوش ~~ الدار|للدار|عمرك',
        'الدار ~~ جهنم|حبس|(ماشي امان)',
        'مابغيتش|ماغاديش|بغيتش ~ ندخل|نرجع ~~ الدار|للدار|$',
        'باش ~ مانرجعش',
        'نعست ~~ الدروج|العماره|الزنقه|برا',
      ],
      arabizi: [
        'dar|d4r|ldar|0ss0|osso ~~ machi ~ safe|aman|amn',
        'kaynes|kayn3s|kaybat|katbat|n3s|nbat ~~ parkeergarage|station|gare|bra|zn9a|portiek',
        'tjrit|ttrdt|ttardt ~~ dar|ldar',
        'ma? katkhlinich|kaykhlinich|katkhallinich ~ ndkhl|ndkhol|nrje3',
        'jraw|jrawh|tardouh|tardouha|jrawha ~ 3lih|3liha',
        'tl7ni|tlo7ni|lo7ni|tl07ni|lahni|tlahni ~~ dar|ldar',
        'خايف|خايفه|كنخاف ~~ نرجع|ندخل ~~ osso|الدار|للدار|الليله',
        '(machi amn)|(machi aman)|(mach7assch b laman)|(ma7assach blaman)|(makan7ssch blaman) ~~ dar|fdar|fddar',
        '5ayf|khayf|5ayfa|khayfa|kan5af|kankhaf ~~ nrj3|ndkhol|nrje3|nmchi ~~ dar|ldar|ddar|osso|0ss0',
        'jrawni|tardouni|tradni|jrani|tardoni|5rjouni|khrjouni ~~ mn|men ~ dar|ddar',
        'sddo|sedo|9flo|qflo|sd|9fl ~ 3liya',
        'ma l9it|mal9it|ma3ndich|ma3endich ~ fin ~ n3s|nbat',
        'kan3s|n3st|kanbat ~~ zn9a|zenqa|fzen9a|chari3|bra',
        'ma kay3tiwnich|makay3tiwnich ~ nakol|makla',
        'makaynch|kaynch ~ makla ~ dar|fdar',
        'tlo7ni|tl07ni|lo7ni|lo7ouni|tl7ni|tlo7oni|lahni|tlahni|tlo7at|lo7atni ~~ dar|ddar|d4r|bra',
        'ma? 3ndich|3endich|ma3ndich|l9itch|l9it|mal9itch ~ fin ~ nbat|n3s|nn3s|nbayt',
        'ma? trje3ch|trj3ch|trje3ich|trj3ich|trjeeich',
        'dar|d4r|ddar ~ machi|mach|mchi ~ safe|amn|aman|mzyana',
        'ma? bghitch|mabghitch|baghich|mabaghich ~ nrje3|nrj3|ndkhl|ndkhol|nrja3 ~~ dar|ldar|d4r',
        'ma? bghitch|mabghitch ~ ndkhl|ndkhol|nrje3|nrj3 $',
        'bach ~ ma? nrje3ch|nrj3ch|ndkhlch',
        'blasa|fin ~~ nbat|n3s ~~ lila|llila|lyoum',
      ],
    },
    topic: { nl: [], mc: [], arabizi: [] },
  },
  sextortion: {
    together: [
      [INTIMATE_ONLY, MONEY],
      [INTIMATE_IMAGES, THREAT],
      [SCREENSHOTS, FOLLOWERS],
      [SENT_SOMETHING, THREAT],
    ],
    personal: {
      nl: [
        `dreigt|dreigen|dreigde|chanteert|chanteren ~~ ${NUDES}|naakt*`,
        `${NUDES} ~~ verspreiden|versturen|sturen|delen|online|posten|doorsturen|rond ~~ (als ik niet)|(als ik geen)|anders`,
        `${INTIMATE} ~~~ geld|betalen|giftcard|cadeaukaart|bitcoin|verspreiden|verspreidt|online|iedereen`,
        `geld|betalen|giftcard|cadeaukaart ~~~ ${INTIMATE}`,
        `anders ~~ stuurt|zet|deelt|post|verspreidt|stuur ~~ ${NUDES}|naakt*|online|rond|door|ze|het`,
        `${NUDES} ~~ naar ~ iedereen|ouders|school|familie|vrienden ~~ sturen|stuurt`,
        'afgeperst|gechanteerd|gesextort|(word gesextort)|(ben gesextort)',
        'moet|moeten ~ betalen ~~ anders',
        `wil|wilt|vraagt ~~ geld ~~ anders|${NUDES}`,
        `${NUDES} ~~ geld|betalen|giftcard|cadeaukaart|bitcoin`,
        `meer ~~ ${NUDES} ~~ sturen ~~ anders`,
        'blackmail*',
      ],
      mc: [
        'كيهددني|هددني|كتهددني|كيهددوني ~~ تصاور|تصويرات|فيديو|صور|التصاور',
        'تصاور|التصاور|تصويرات|صور|فيديو|الفيديو ~~ ينشر|ينشرهم|يسيفطهم|يلوحهم|يحطهم|يبعتهم|ينشرها ~~ الا',
        'بغا|كيطلب|طلب ~~ الفلوس|فلوس ~~ تصاور|تصويرات|فيديو|صور|الا',
        'ابتزاز|كيبتزني|ابتزني',
        'صيفطت|صيفطتليه|صيفطتليها ~~~ الكام|تصويره|صوره|فيديو ~~~ باغي|باغه|كيطلب|كتطلب ~~ الفلوس|فلوس|كارت|كادو',
        'الا ~~ مادرتش|ماعطيتوش ~~~ واليديا|الواليدين|ماما|بابا ~~ يعرفو|غادي',
        'الا ~ درتش|مادرتش|عطيتوش|ماعطيتوش|صيفطتش|خلصتش ~~~ يعرفو|يشوفو|ينشر|نشر|يسيفط|يفضحني',
      ],
      arabizi: [
        'kayhddni|kayhededni|hddni|kayhdedni|kathddni|hddatni ~~ tsawr|tsawer|video|tswira|photos|fotos|pics',
        'tsawr|tsawer|tswira|video|photos|fotos|pics ~~ ynchr|ynchrhom|ysiftom|ysifthom|ylo7hom|ynchrha|ysifto ~~ ila',
        'bgha|kaytlb|tlb ~~ flous|lflouss|lflous ~~ tsawr|tsawer|video|fotos|ila',
        'kaybtazni|btazni|kaybtezni',
        'tswira|tsawr|tsawer|tswer|video|fotos|pics|7waj ~~~ kattlb|kaytlb|katetleb|kayetleb|tlbat|tlb|bghat|bgha|khassni ~~ flous|lflous|euro|carte|kart|kado|cadeau|#',
        'ila ~~ 3rfo|3rfou|3erfo ~~ walidiya|waldiya|lwalidin|mama|baba ~~ video|tswira|tsawer',
      ],
    },
    topic: { nl: ['chantage', 'afpersing', 'sextortion', 'sextort*'], mc: [], arabizi: [] },
  },
  'running-away': {
    together: [
      [GONE, FROM_HOME],
      [GOING_AWAY, LEAVING_SECRETLY],
    ],
    personal: {
      nl: [
        'weglopen|weggelopen|wegrennen|weggerend|weggaan ~~ huis|thuis',
        '(loop weg|ren weg|ga weg|liep weg) ~~ huis|thuis|vannacht|vanavond',
        'van huis ~ weg|weglopen|wegrennen',
        'ik ~ loop weg',
        'ga ~ weglopen',
        'ben ~ weggelopen',
        'kom|ga ~~ niet meer ~~ thuis|(naar huis)',
        'ga ~ nooit meer ~~ naar huis|thuis',
        'tas|spullen ~ ingepakt|pakken|gepakt ~~ weg|vannacht',
        'slaap|sliep|slapen ~~ buiten|straat|park|station|bushokje|portiek',
        'nachten ~~ station|straat|park|buiten',
        'run|ran|running|runaway ~ away?',
        'nergens ~ meer ~ woon|woont|wonen',
        'voorgoed|(voor altijd) ~ weg|wegging|weggaan|weggaat|vertrekken|vertrok',
        'niet meer ~ naar huis ~~ slapen|waar',
        'slapen|slaap ~~~ (niet meer) ~ (naar huis)|thuis',
        '(niet meer) ~ (naar huis) ~ ga|gaan|gaat|kan|kom|wil|durf',
      ],
      mc: [
        'نهرب|هربت ~~ الدار',
        'نخوي ~ الدار',
        'مانرجعش ~~ للدار|الدار',
        'ماغاديش نرجع ~~ للدار|الدار',
        'نعست|كنعس ~~ برا|فالزنقه|فالشارع|فالمحطه|فلاݣار|فالݣار',
        'هربت ~ من الدار',
        'نمشي ~ نعيش ~~ عند|مع ~~ التيكتوك|سناب|انستا|الانترنيت|ماعارفاش|ماعارفش',
        'خبيت ~~ الفلوس|الباسبور ~~ نمشي',
        'بلا ~ مانقول|نقول ~~ لحد|(لحتى واحد)',
        'كنفكر|غادي|بغيت ~ نهرب',
        'هرب|هربو ~~ الدار',
        'نخرج|نمشي ~~ مانرجعش',
      ],
      arabizi: [
        'nhrb|nhreb|nhroub|hrbt|hrebt|n7rb|n7reb ~~ dar|ddar',
        'nkhwi|n5wi ~ dar|ddar',
        'ma? nrj3ch|manrj3ch|nrje3ch|(ghadich nrj3)|(maghadich nrje3) ~~ dar|ldar',
        'n3st|n3ist|kan3s ~~ bra|zn9a|chari3|gare|lgar|station',
        'ma? tsnawnich|tstnawnich|tsnaynich',
        'weg ~ mn|van|men ~ dar|d4r|huis|thuis|osso',
        'ghadi|bghit|kanfker|kanplani|kanfkr ~ nhrb|nhreb|n7reb|n7rb|nhroub',
        'ghnhrb|ghanhrb|ghan7reb|ghn7rb',
        'mli|9bl ~ ghayfi9o|yfi9o|ynodo|ghaynodo ~~ ghankoun|nkoun|nmchi|nkhrj',
        '3aych|3aycha ~ m3a ~~ drari|rajel|rajl|wa7ed ~ kbar|kbir',
        '# ~ jours|iyam|yam ~ ma? dkhlch|dkhlatch|rj3ch|rj3atch',
        'bach ~ ma? yl9awnich|yl9awni|ylqawni|yl9awnich',
        'nkhrej|n5rj|nkhrj|nkhroj ~~ mli|fach ~ yn3so|n3so|n3sin',
        '7wayji|7wayj|hwayji ~~ sak|sac ~~ nkhrej|nmchi|nhrb|nkhrj',
        'ghir ~~ lmchia|lmchya|mchia ~~ (7ta wa7ed)|(bla ma)|(hta wahed)',
        'ghadi ~ nmchi ~ n3ich ~~ 3nd|m3a ~~ online|tiktok|snap|insta',
      ],
    },
    topic: { nl: [], mc: [], arabizi: [] },
  },
  'eating-disorder': {
    together: [
      [EAT, NOT_EATING, BODY_IMAGE],
      [EAT, NOT_EATING, DAYS],
      [WEIGHT, LOSE_MORE],
      [CALORIES, BURN_IT_OFF],
      [EAT, TOILET, UNHEARD],
      [TOO_FAT, FAINTING],
      [FEAR, GETTING_FAT, NOT_EATING_NOW],
    ],
    personal: {
      nl: [
        'eet|at|eten ~~ niet|niks|niets|nauwelijks|(bijna niks) ~~ dagen|week|weken|meer',
        'al ~~ dagen|week|weken ~~ niet|niks|niets ~ gegeten|eten|eet',
        'niks|niets|niet ~ gegeten ~~ dagen|week',
        'braak|braken|kots|kotsen|overgeven|spuug|spugen|gebraakt|gekotst|overgegeven ~~ na ~~ eten|avondeten|maaltijd|etentje',
        'expres|express|bewust|zelf|(met opzet) ~~ overgeven|kotsen|braken|spugen|gebraakt|gekotst|overgegeven',
        'purgen|purge|purging|purgeer',
        'vinger|vingers ~~ keel',
        'laxeer*',
        '(pro ana)|proana|(pro mia)|(ana coach)|thinspo|thinspiration',
        'eetbuien|eetbui ~~ overgeven|kotsen|haat',
        'te dik ~~ niet ~ eten|eet',
        'honger ~~ mezelf|mijzelf',
        'uithongeren',
        'verstop|verbergen|verberg|verstoppen|verstopt ~~ niet ~ eet|eten',
        'eten ~~ weggooien|verstoppen|weggegooid ~~ niemand|ouders',
        '# ~ kcal|calorieen|calorie|calories ~~ dag',
        'minder dan ~~ kcal|calorieen|calorie',
        'walg|haat ~~ van? ~ lichaam|mezelf ~~ eten|dik',
        'voel|feel ~~ so|zo|te ~~ fat|dik ~~ eet|eten|kcal',
        '(nog dunner)',
        'dunner ~~ moet|moeten|willen|wil',
        'val|viel ~ flauw ~~ eten|eet|gegeten',
        'zonder eten ~~ dag #',
        'ben|was ~ ana|mia ~ sinds|al|weer|geworden',
        'tips|tricks ~~~ naar|onder|halen ~ # ~ kg|kilo',
      ],
      mc: [
        'ماكلاتش|ماكليتش|ماكنكلش|ماكناكلش|ماكلاش ~~ نهار|ايام|سيمانه|يومين',
        'كنتقيا|كنرد|كنتقيى|كنقيى ~~ الماكله|بالعاني|بزز|صبعي',
        'كندخل ~ صبعي',
        'سمين|سمينه|غليض|غليضه ~~ ماكناكلش|ناكل',
        'ماباغيش|مابغيتش|ماغاديش ~ ناكل ~~ ايام|سمين|سمينه|غليض|غليضه|نضعاف',
        'كنجوع ~ راسي',
        'كنخبي ~~ الماكله|ماكناكلش',
        'كليت ~~ باش ~ ماناكلش|مانكلش',
        'باش ~ ناكلش|ماناكلش|نكلش|مانكلش',
        'كتقيا|كتتقيا|كتقيى ~~ صبعها|بصبعها|صبعو|بصبعو|ماكله',
        'كنوزن ~ راسي ~~ مرات|عشر',
        'ماكليتش ~~ والو ~~ نضعاف',
        'ايام ~~ ماكليتش|كليتش',
        'نصائح|tips ~~~ نوصل|نهبط ~ ل? # ~ كيلو|kg',
      ],
      arabizi: [
        'مابقيتش ~ كناكل ~~ غير|kcal',
        'ma? klitch|maklitch|kaklch|makanakolch|kanakolch|kliitch|makanakelch|kanakelch ~~ nhar|iyam|yam|simana|nhara|youmayn',
        'kant9eya|kantqiya|kanrd|kanrej3|kant9iya|kanqiya ~~ makla|lmakla|l3ani|bl3ani|bzz|sb3i',
        'kandkhl|kand5l|kandkhel ~ sb3i|sba3',
        'smin|smina|ghlid|ghlida|ghlida ~~ kanakolch|makanakolch|nakol',
        'ma? bghitch|mabghitch|mabaghich|ghadich|maghadich ~ nakol ~~ iyam|smin|smina|ghlid|ghlida|nd3af',
        'kanjou3 ~ rasi',
        'kankhbi|kan5bi ~~ makla',
        'kankhbi|kan5bi|khbit ~~ lmakla|makla',
        'ma? klit|klitch|kliit ~~ walo ~~ # ~ iyam|yam|ayam',
        'ed|eetstoornis ~ dyali|diali|dyalha ~~ rj3at|rja3t|raj3a',
        'kan9oul|kangoul|kangol ~~ klit ~~ kan9oul|kangoul|klit',
        'kanreddi|kanrdd|kanred|kanrdi ~~ makla|lmakla',
        'kanwzn|kanwzen|kanwazen ~ rassi|rasi',
        'ma? nakolch|kanakolch ~~ # ~ jours|iyam|yam',
        '# ~ iyam|yam|ayam|nhar ~~ ma? klit|kliit|klitch',
        'nd3af|nd3f ~~ klit|nakol|makla|kilo',
        'bach ~~ t7seb|thseb|ytsnaw|y7sbo ~~ klit|kliit',
        'fasting|fast|siyam ~~ # ~~ baghi|bghit|nzid',
        'kol|koll ~ mra|merra ~ klit|kliit|kanakol ~~~ sport|nrje3|nt9iya|ntqiya|nkhwi',
        'tips|nasa2i7 ~~~ nwsl|nwsel|nousel|nhbet|nhbt ~ l? # ~ kg|kilo',
      ],
    },
    topic: {
      nl: ['eetstoornis*', 'anorexia', 'anorexie', 'boulimia', 'boulimie'],
      mc: [],
      arabizi: [],
    },
  },
  danger: {
    together: [
      [WEAPON, AGAINST_ME, SOON],
      [CARRY, OR_ELSE],
      [WATCHER, WATCHING],
      [HUNTED, AGAINST_ME],
      [IF_I_DONT_COME_BACK, MEETING_THEM],
      [WEAPON, WATCHING],
      [DEBT, KNOW_WHERE],
      [OR_ELSE, FAMILY_TARGET],
      [OR_ELSE, KNOW_WHERE],
      [HOUSE_PHOTO, SOON],
    ],
    personal: {
      nl: [
        'bedreigd|bedreigen|bedreigt|dreigt|dreigen ~~ mes|pistool|wapen|vermoorden|doodmaken|neersteken|steken|afmaken|elkaar',
        'mes|pistool|wapen ~~ op ~ keel|mij|me|gericht',
        'word|wordt|werd ~ gevolgd|achtervolgd|gestalkt',
        'volgt|volgen|achtervolgt|stalkt ~ mij|me',
        'gaan|gaat|willen|wil ~ mij|me ~~ (in elkaar)|pakken|steken|stekken|neersteken|afmaken|vermoorden|slaan|aanvallen',
        'wachten|staan|wacht ~ me|mij ~ op',
        'wachten|wacht ~~ op ~~ mes|wapen|school',
        'neersteken|neergestoken|steken|stekken ~ mij|me',
        'moet|moeten|moest ~~ drugs|pakketjes|pakketje|wiet|coke|spullen ~~ vervoeren|wegbrengen|rondbrengen|brengen|bewaren|verkopen|dealen',
        'drugs|pakketjes|pakketje|wiet|spullen ~~ vervoeren|rondbrengen|wegbrengen ~~ anders|moet',
        'anders ~~ klappen|slaan|pakken|steken',
        'schuld|schulden ~~ dealer|dealers',
        'schuld|schulden ~~~ terugwerken|(weg te brengen)|wegbrengen|rondbrengen|vervoeren|bewaren|dealen',
        'terugwerken ~~ schuld|dingen|pakketjes',
        '(weten waar ik woon)|(weet waar ik woon)',
        'bang ~ dat ~ ze|hij ~ me|mij',
        'in gevaar',
        'wacht ~~ tot ik ~~ alleen',
        'man|auto ~~ wacht|staat ~~ tot ik',
        'mes|wapen|pistool ~ mee ~~ school|straat|buiten',
        'neemt ~~ mes|wapen ~~ mee',
      ],
      mc: [
        'كيهددني|هددني|كيهددوني|هددوني ~~ بالموس|بالجنوي|يقتلني|يضربني|يقتلوني|يضربوني',
        'غادي ~ يضربوني|يقتلوني|يجرحوني',
        'مهدد|مهدده',
        'الجنوي|الموس ~~ عليا|فيا',
        'كيجبروني|جبروني|(بزز عليا) ~~ نبيع|نهز|ندي|نوصل',
        'نبيع|نهز|ندي ~~ الحشيش|الدروك|الكاشيات|البلا ~~ بزز|والا',
        'انا|راني|راه ~ فخطر',
        'جبروني|كيجبروني ~~ نحمل|نهز|نوصل|ندي|نبيع',
        'الا ~ ماوصلتوش|ماوصلتهاش ~~ غادي|شنو',
        'نوصلو|نوصل|نوصلها ~~ صاك|الصاك|كوليه ~~ ماتحلوش|ماتحلهاش|ماتسولش',
        'واقفه|واقف|واقفين ~~ قدام ~~ الدار ~~ كيشوفو|كيشوف|(كل ليله)',
        'صاك|الصاك|كوليه ~~ نوصلو|نوصل|نوصلها ~~~ ماتحلوش|تحلوش|ماتحلهاش|ماتسولش',
      ],
      arabizi: [
        'شدوني|شدني ~~ الموس|موس|الجنوي|mes|m3s',
        'kayhddni|hddni|kayhddouni|hddouni|kayhededni ~~ lmous|jnwi|yqtlni|y9tlni|ydrbni|y9tlouni|yqtlouni|ydrbouni',
        'tb3ni|tb3ouni|(tb3 ni) ~~ lil|lila|dar|lmadrasa|tobis|bus|station|(kol nhar)',
        'ghadi ~ ydrbouni|yjr7ouni|ydrboni',
        'jnwi|lmous ~~ 3liya|fiya',
        'kayjbrouni|kayjbroni|jbrouni|(bzz 3liya)|(bezz 3liya) ~~ nbi3|nhz|ndi|nwsl',
        'nbi3|nhz|ndi ~~ 7chich|hchich|drogue|lkachiyat|lbla ~~ bzz|bzez|wla',
        'ana|rani|rah ~ f? khatar|f5tar|fkhatar|f5atar',
        'nwsel|nwsl|nwslo|ndi|nwsslo ~~ sak|sac|colis|bakiya|paquet ~~~ ma? nsowlch|nsolch|t7lo|t7lou|tftah|fih',
        'wa9ef|waqef|wa9fa|wa9fin|wa9fa ~~ 9oddam|qoddam|9dam ~~~ lila|lil|kaychouf|kaychofo|kaychoufo',
        'ila ~ ma? rje3tch|rj3tch|rjaatch ~~ sifet|sift|gol|9oul ~~ mama|baba|lmama',
        'chdouni|chdoni|chedouni ~~ lmous|mous|jnwi|m3s|mes',
        'jnwi|jenwi|lmous|mous ~~~ yqtlouni|y9tlouni|ydrbouni|7bsouni|hbsouni|chdouni',
        '7bsouni|hbsouni|7bsoni ~~ jnwi|jenwi|lmous|mous|mes|m3s',
        'sak|sac|colis|paquet ~~ nwsel|nwsl|nwslo|nwsslo ~~~ tftah|t7lo|t7lou|nsowlch|tsowlch',
      ],
    },
    topic: { nl: [], mc: [], arabizi: [] },
  },
};

/**
 * Sayings with crisis words in them that mean nothing of the kind ("ik ga dood van het
 * lachen"). Their words are set aside before the crisis phrases are looked for.
 */
export const figurativePhrases: PhraseLists = {
  nl: [
    'dood|doodgaan|sterf|sterven|dead|dying ~~ lachen|lach|honger|dorst|schaamte|verveling|kou|hitte|stress|zenuwen|haha|hahaha|lol|xd|lmao|lmfao|cringe|schaam',
    'lach|lachen|schaam|verveel|werk|stres|zweet|vries|eet|ga ~~ me|mij|je|ons|mezelf ~ dood|kapot|rot',
    'doodmoe|doodop|(dood op)|doodziek|doodsbang|doodeng|doodstil|doodleuk|doodnormaal|doodgewoon|doodzonde|doodsaai',
    'ben|was ~ dood ~~ training|voetbal|school|toets|werk|sport|gym|moe',
    // "ik vind er niks aan" is a dislike, not a picture without clothes (INTIMATE)
    '(er niks aan)|(er niets aan)|(er geen bal aan)',
    'ga|gaat|gaan ~ dood ~~ als|toets|examen|school|training|haha|lol',
    'vermoordt|vermoorden|vermoord|afmaken|doodmaken ~ me|mij ~~ als|want',
    'me|mij ~ vermoorden|afmaken|doodmaken ~~ als|want',
    'toets|toetsen|examen|training|werk|dag|test|tentamen|planning|rooster|week ~~ moord|moordend|dodelijk|killing|zelfmoord',
    '(zelfmoord qua)|(moord qua)',
    'was ~ zelfmoord ~ qua?',
    'ga|gaat ~ mn|mijn ~ broer|zus|broertje|zusje|moeder|vader|ma|pa ~~ wurgen|vermoorden|afmaken|slaan|doodmaken',
    'dat|dit ~ is ~ zelfmoord $',
    'moordend|moordende|moordgoed|killer|killen|ate|slay',
    '(killing me)|(kill me)|(killed me)|(killing it)',
    'kan|kon ~ mezelf|mijzelf ~~ slaan|schoppen',
    'sla|slaat|slaan ~ dubbel',
    'dubbel ~~ lachen',
    'sterf|sterven|sterft ~~ honger|dorst|hitte|kou',
    'dodelijk ~ saai|grappig|lekker|goed|vermoeiend',
    'kapot ~~ training|school|werk|voetbal|lachen',
    'toets|examen|test|proefwerk|tentamen|game|level ~~ verkracht|vermoord|gesloopt|gekilld|gekild',
    'game|spel|fortnite|fifa|minecraft|gta|valorant|level|character|personage|zombie|zombies ~~ dood|sterven|vermoord|doodgeschoten',
    'wat ~ betekent|betekenen|betekend ~~ kms|kys|sh|unalive|sui|zm|ed|sextortion|grooming',
    'betekenis ~ van ~ kms|kys|sh|unalive|sui|zm',
  ],
  mc: [
    'مت|متت|نموت|كنموت|ميت|ميته ~~ بالضحك|بالجوع|بالعيا|بالحشمه|بالعطش|بالبرد|بالسخانه|بالنعاس|هههه|ههه',
    'قتلني|قتلاتني|قتلوني ~~ بالضحك|بالعيا',
    'الامتحان|الكونطرول|التمرين|الخدمه|الفرض ~~ قتلني|قتلاتني|قتلني',
    'ماما|بابا|الواليده|الواليد ~~ غادي ~~ تقتلني|يقتلني|تذبحني|يذبحني ~~ الا',
    'مقتول|مقتوله|مهلوك ~~ بالعيا|بالنعاس',
    'نقتل|قتلت ~~ الوقت|اللعبه',
    'هادا|هادي|هادشي ~ انتحار|الانتحار',
    'خلعني|خلعاتني ~~ قلبي',
  ],
  arabizi: [
    'mt|mtt|kanmout|nmout|mout|myt|mayt|mit|mita|mayta ~~ d7k|bd7k|dhk|jou3|bjou3|l3ya|bl3ya|7chma|l3tech|lbrd|n3as|hhh|hhhh|hhhhh',
    'qtlni|9tlni|9tlatni|qtlatni ~~ b d7k|bd7k|d7k|l3ya',
    'lexamen|examen|controle|lcontrole|tmrin|lkhdma|lfard ~~ qtlni|9tlni|qtlatni|9tlatni',
    'mama|baba|lwalida|lwalid ~~ ghadi ~~ t9tlni|tqtlni|y9tlni|yqtlni|tdb7ni|ydb7ni ~~ ila',
    'm9toul|mqtoul|m9toula|mhlok ~~ l3ya|bl3ya|n3as',
    'n9tl|nqtl|9tlt ~~ lwe9t|lwaqt|lo3ba',
    'khna9ni|khn9ni|kaykhn9ni|kaykhna9ni|kaykhnqni ~~ planning|toets|toetsweek|examen|lexamen|sweater|pull|jacket|serwal|tshirt|l3ya',
    'hrbt|hrebt ~~ lkhedma|khedma|tmrin|devoir|training',
    'nmout|mout|mt ~~ l7chma|lhchma|7chma',
    'sweater|pull|jacket|serwal|tshirt|sebbat ~~ kaykhn9ni|khn9ni|kaykhna9ni|kaykhnqni',
  ],
};

/**
 * A hurt that was an accident ("hij schopte me per ongeluk", "drbni b kora bla ma y9sed"): a hit
 * said in such a message is not abuse.
 */
export const accidentContext: PhraseLists = {
  nl: [
    '(per ongeluk)|perongeluk|(by accident)|(niet expres)|(niet met opzet)|(per ongeluk)',
    'bal|voetbal|basketbal|handbal|hockeybal|hockeystick|wedstrijd|tackle',
    'blikje|koken|keuken|groente|groenten|uien|brood|papier|(een glas)|schaafwond|valpartij|fiets',
    'boksen|kickboksen|sparren|sparring|judo|karate|taekwondo|voetballen',
  ],
  arabizi: [
    'bla ~ ma ~ y9sed|yqsed|t9sed|tqsed|y9sdni',
    '(b kora)|(bl kora)|(b lkora)|(b ballon)|(f match)|(f lmatch)',
  ],
  mc: ['بلا ~ مايقصد|مايقصدش|يقصد|تقصد', 'بالكوره|الكوره|الماتش|الملاكمه|boksen|boxe'],
};

/**
 * A message plainly about school work, the news or a story: a crisis subject named there is
 * not a learner in danger (a `personal` phrase still is).
 */
export const harmlessContext: PhraseLists = {
  nl: [
    'spreekbeurt|werkstuk*|sectiewerkstuk|profielwerkstuk|presentatie|expose|exposé|gastles|toets|toetsen|toetsweek|examen|psychologie|stage|studie|opleiding|pws|project|verslag|betoog|essay|boekverslag|huiswerk|les|lessen|docent|juf|meester|mentor|klas|school|schoolopdracht',
    'bio|biologie|maatschappijleer|maatschappijkunde|filosofie|verzorging|gezondheidszorg|levensbeschouwing|burgerschap',
    'serie|film|boek|netflix|docu|documentaire|nieuws|artikel|krant|liedje|song|aflevering|seizoen|youtube|podcast|roman|gedicht|rapper',
    'hoe ~~ helpen|help ~~ iemand|vriend|vriendin|ander',
    'poster|onderbouw|(wat is)|(wat zijn)|(wat betekent)|(kan je uitleggen)|(leg uit)',
    'wat ~ doet|doen|is|zijn ~~ 113|kindertelefoon|(veilig thuis)|zelfmoordpreventie|loverboy|pooier',
    'hoeveel ~ jongeren|mensen|procent',
    'statistiek*|cijfers|percentage',
    'verschil ~ tussen',
  ],
  mc: [
    'عرض|بحث|البحث|المدرسه|الاستاد|الاستاذه|الاستاذ|الدرس|درس|الواجب|القسم|الامتحان',
    'فيلم|مسلسل|سيري|الاخبار|كتاب|يوتوب|تيكتوك',
  ],
  arabizi: [
    'lmadrasa|madrasa|lostad|l9ism|(f l9raya)|(f lqraya)',
    'lmousalsal|mousalsal|lakhbar|lfilm',
  ],
};
