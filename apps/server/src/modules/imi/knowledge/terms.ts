import type { Language } from '@leerloop/contracts';
import { stemmer as arabicStem } from '@orama/stemmers/arabic';
import { stemmer as dutchStem } from '@orama/stemmers/dutch';
import { ARABIZI_MARKERS, arabiziKey, isArabizi, normaliseArabic } from '../phrases/reading.ts';

/**
 * Words reduced to what they mean for search, in three channels:
 * - `nl`: Dutch lower-cased without accents, teen abbreviations written out ("mn" → "mijn",
 *   "ww" → "wachtwoord"), stop words dropped, Snowball-stemmed ("wachtwoorden" → "wachtwoord");
 * - `mc`: Darija in Arabic script normalised (no vowel marks, one alef, ى → ي, ة → ه), glued
 *   prefixes taken off ("فالتيليفون" → "تيليفون"), stemmed;
 * - `arabizi`: Darija as a consonant skeleton, from Latin letters or Arabic script alike
 *   ("kifach" and "كيفاش" both "kfc"), so Arabizi and Arabic script meet; the Dutch words
 *   learners mix in ("zorgverzekering", "link", "soa") stay Dutch terms, which a skeleton would
 *   lose ("soa" → "s").
 */
export type Channel = 'nl' | 'mc' | 'arabizi';

/** Abbreviations and spellings of chat Dutch, written out. */
const DUTCH_SPELLINGS: Record<string, string> = {
  mn: 'mijn',
  "m'n": 'mijn',
  zn: 'zijn',
  "z'n": 'zijn',
  dr: 'haar',
  ww: 'wachtwoord',
  wwoord: 'wachtwoord',
  insta: 'instagram',
  ig: 'instagram',
  snap: 'snapchat',
  sc: 'snapchat',
  tt: 'tiktok',
  wa: 'whatsapp',
  app: 'app',
  '2fa': 'tweestapsverificatie',
  '2sv': 'tweestapsverificatie',
  wrm: 'waarom',
  wnr: 'wanneer',
  nie: 'niet',
  ni: 'niet',
  nx: 'niks',
  nks: 'niks',
  egt: 'echt',
  tog: 'toch',
  cv: 'cv',
  sollie: 'sollicitatie',
  solli: 'sollicitatie',
  zvw: 'zorgverzekering',
  zorgverz: 'zorgverzekering',
  ziektekostenverzekering: 'zorgverzekering',
  bijbaantje: 'bijbaan',
  baantje: 'bijbaan',
  geld: 'geld',
  poen: 'geld',
  doekoe: 'geld',
  money: 'geld',
  flous: 'geld',
  job: 'baan',
  stress: 'stress',
  gestresst: 'gestrest',
  vapes: 'vape',
  vapen: 'vape',
  vapet: 'vape',
  vapepen: 'vape',
  puffbar: 'vape',
  blowen: 'wiet',
  joint: 'wiet',
  jointje: 'wiet',
  weed: 'wiet',
  mdma: 'xtc',
  molly: 'xtc',
  pilletje: 'xtc',
  cocaine: 'coke',
  cocaïne: 'coke',
  snuiven: 'coke',
  ballonnen: 'lachgas',
  ballon: 'lachgas',
  nudes: 'naaktfoto',
  nude: 'naaktfoto',
  naaktfotos: 'naaktfoto',
  pics: 'foto',
  vid: 'video',
  // Teens' words for what the programme names otherwise.
  bier: 'alcohol',
  biertje: 'alcohol',
  wijn: 'alcohol',
  wodka: 'alcohol',
  drank: 'alcohol',
  drinken: 'drinken',
  zuipen: 'alcohol',
  dronken: 'alcohol',
  bezopen: 'alcohol',
  sigaret: 'roken',
  sigaretten: 'roken',
  peuk: 'roken',
  shag: 'roken',
  oproepkracht: 'oproepcontract',
  nulurencontract: 'oproepcontract',
  salaris: 'loon',
  loonstrookje: 'loonstrook',
  baas: 'werkgever',
  leidinggevende: 'werkgever',
  manager: 'werkgever',
  aanmaning: 'incasso',
  herinnering: 'incasso',
  deurwaarder: 'incasso',
  incassobureau: 'incasso',
  afbetaling: 'achteraf',
  afbetalen: 'achteraf',
  klarna: 'achteraf',
  riverty: 'achteraf',
  afterpay: 'achteraf',
  in3: 'achteraf',
  hacken: 'gehackt',
  hack: 'gehackt',
  gehacked: 'gehackt',
  dokter: 'huisarts',
  ff: '',
  eig: '',
  eigl: '',
  bro: '',
  wollah: '',
  wallah: '',
  fr: '',
  lol: '',
  haha: '',
  pls: '',
  plz: '',
  aub: '',
  idk: '',
  ofz: '',
  enzo: '',
  gwn: '',
  kk: '',
  zo: '',
  ok: '',
  oke: '',
};

const dutchStopWords = new Set(
  `aan al alle als ben bent bij dan dat de deze die dit doe doen doet dus een en er ga gaat
  had heb hebben hebt heeft het hier hoe ik in is je jij jou jouw kan kun kunnen kunt
  me meer met mij mijn moet moeten na naar niet nog nu of om ons ook op over te toch
  tot u uit van veel voor waar waarom wanneer wat we wel welk welke wie wij word worden wordt
  ze zich zij zijn zou iets iemand eigenlijk precies even echt graag vertel uitleggen leg
  betekent beteken heel weet weten vind vinden zien zie krijg krijgen telt gaan kom
  zeg staan staat dit mee maar want wil wilt willen mag mogen kon kan zal zullen dus toen
  elke elk iedereen ding dingen manier hoort moeten is was waren geweest zijn mn eens
  ja nee oke hallo hoi hey imi vraag vragen snap snappen begrijp uitleg soort nou iemand
  zegt zei zeggen klopt kloppen gewoon heel erg beetje best daarmee daarover ermee erover
  helemaal
  jullie hun hen mensen dan denk denken vind vindt vond
  the a is it to of what how do does can i my you`.split(/\s+/),
);

const darijaStopWords = new Set(
  `شنو شنوا اشنو كيفاش كيف واش علاش فين اش أش امتى إمتى منين شكون أنا انا نتا نتي هو هي
  حنا هوما ديال ديالي ديالك ف في و على من اللي لي هاد هادا هادي داك ديك كي باش مع ليا
  عندي عندك كاين كاينة إلا الا ولا شي ما لا آش بزاف كنقدر نقدر يقدر كيقدر خاصني خاص
  واحد وحدة غير حتى عندو عندها دابا هادشي شحال واخا بصح عافاك الله والله خويا صاحبي
  غادي غاد غادية كان كانت كانو`
    .split(/\s+/)
    .map((word) => normaliseArabic(word)),
);

/** Arabizi words that carry no meaning for search, as skeletons. */
const arabiziStopSkeletons = new Set(
  `chno chnou chnoua achno achnou chnu wach wash kifach kifash kifch kif 3lach 3lash lach chkoun chkon
  fin fen ach imta mnin ana nta nti howa hiya 7na homa dyal dyali dyalk dyalek f fi w 3la
  mn men li lli had hada hadi hadchi dak dik ki bach m3a lia liya 3ndi 3andi 3ndk kayn kayna
  ila wla chi ma la bzaf kan9der n9der y9der khassni khas khasni wa7ed wahed ghir 7ta daba
  wakha bs7 3afak allah wallah khouya sa7bi sahbi chhal ch7al 3lik bghit bgheet ghadi kan
  kat kay rah rani raha yak imi ok wesh`
    .split(/\s+/)
    .map((word) => arabiziKey(word)),
);

const stripAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Darija glues "and", "in", "with", "to", "like" and "the" to the word: take them off. */
function stripDarijaPrefixes(word: string) {
  const match = word.match(/^(و)?(ف|ب|ل|ك)?(ال|ل)?(.+)$/);
  const rest = match?.[4] ?? word;
  return rest.length >= 3 ? rest : word;
}

const ARABIC = /[\u0600-\u06FF]/;

/**
 * Snowball leaves Dutch verb forms apart ("betaalt" / "betalen" → "betaalt" / "betal"): after
 * stemming, doubled letters are one and a final t after a consonant goes ("betal", "zeg").
 */
const evenOut = (stem: string) =>
  stem
    .replace(/(.)\1+/g, '$1')
    .replace(/(?<=[^aeiou].{2})(?<=[^aeiou])t$/, '')
    .replace(/dt$/, 'd');

function dutchTerm(word: string): string | null {
  const lower = stripAccents(word.toLowerCase()).replace(/'/g, '');
  const spelt = DUTCH_SPELLINGS[lower] ?? lower;
  if (spelt.length < 2 || dutchStopWords.has(spelt)) return null;
  return evenOut(dutchStem(spelt));
}

function darijaTerm(word: string): string | null {
  const normal = normaliseArabic(word);
  if (normal.length < 2 || darijaStopWords.has(normal)) return null;
  return arabicStem(stripDarijaPrefixes(normal));
}

/** Whether a Dutch term is one the programme uses (so a Latin word in Darija is a loanword). */
export type DutchVocabulary = (term: string) => boolean;

function arabiziTerm(word: string, dutch?: DutchVocabulary): string | null {
  const lower = word.toLowerCase();
  // A Dutch word, or a chat spelling of one ("2fa"), that the programme uses.
  const isChatSpelling = lower in DUTCH_SPELLINGS;
  if (dutch && (isChatSpelling || /^[a-z]{3,}$/.test(lower)) && !ARABIZI_MARKERS.has(lower)) {
    const term = dutchTerm(lower);
    const isDarijaWord = !isChatSpelling && arabiziStopSkeletons.has(arabiziKey(lower));
    if (term && dutch(term) && !isDarijaWord) return `nl:${term}`;
  }
  // A number says the same in any script: an age, an amount ("15 3am", "عندي 15 عام").
  if (/^\d+$/.test(word)) return word;
  const skeleton = arabiziKey(word);
  if (skeleton.length < 2 || arabiziStopSkeletons.has(skeleton)) return null;
  return stemSkeleton(skeleton);
}

/**
 * An Arabizi word's whole skeleton, before its person letters are taken off: the glossary
 * reads a word by it first, since stems of different words can meet ("nhar", day, and
 * "ntne7er", I kill myself, both stem to "nhr").
 */
export function arabiziSkeletonOf(word: string): string | null {
  if (/^\d+$/.test(word)) return word;
  const skeleton = arabiziKey(word);
  return skeleton.length < 2 || arabiziStopSkeletons.has(skeleton) ? null : skeleton;
}

/**
 * A Darija verb's person and object are letters around its root: "tdemandiha" (you ask for
 * it), "kandemandi" (I ask), "demande". Taken off while three root letters stay, so the forms
 * meet: the skeleton's tense and person prefixes (k, n, t, y) and its object and person
 * endings (h, hm, k, km, n, t).
 */
function stemSkeleton(skeleton: string) {
  const MIN = 3;
  let stem = skeleton;
  for (let i = 0; i < 2 && stem.length > MIN && /^[knty]/.test(stem); i++) stem = stem.slice(1);
  const ending = /(hm|km|h|k|n|t)$/.exec(stem)?.[0];
  if (ending && stem.length - ending.length >= MIN) stem = stem.slice(0, -ending.length);
  return stem;
}

/**
 * termOf() for the words that do not depend on the programme's vocabulary, remembered: the same
 * words come back in every question, and stemming them is most of reading one.
 */
const termsOfWords = new Map<string, string | null>();

/** One search term of a channel, or null for a word that says nothing there. */
export function termOf(word: string, channel: Channel, dutch?: DutchVocabulary): string | null {
  if (channel === 'arabizi' && dutch) return termOfWord(word, channel, dutch);
  const key = `${channel} ${word}`;
  let term = termsOfWords.get(key);
  if (term === undefined) {
    term = termOfWord(word, channel);
    if (termsOfWords.size > 50_000) termsOfWords.clear();
    termsOfWords.set(key, term);
  }
  return term;
}

function termOfWord(word: string, channel: Channel, dutch?: DutchVocabulary): string | null {
  if (channel === 'arabizi') return arabiziTerm(word, dutch);
  if (channel === 'mc') {
    // Latin words in Darija texts (names, "eigen risico") are read as Dutch.
    return ARABIC.test(word) ? darijaTerm(word) : dutchTerm(word);
  }
  return ARABIC.test(word) ? null : dutchTerm(word);
}

/** The words of a text (letters and digits of any script, and the ' of "m'n"). */
export const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];

/**
 * "Er achter komen" is finding out, however it is spelled: "daar achter", "er (eigl) achter"
 * and "erachter" are one term, as Imi's curated questions write it. Apart, "achter" met
 * "achteraf" as the start of a word ("hoe kom ik daar achter" was answered about paying later).
 */
const FINDING_OUT = /^(?:er|daar|hier)$/i;
const wordAt = (words: string[], i: number) =>
  words[i]!.toLowerCase() === 'achter' &&
  words.slice(Math.max(0, i - 2), i).some((before) => FINDING_OUT.test(before))
    ? 'erachter'
    : words[i]!;

/** The distinct search terms of a text in a channel. */
export const termsOf = (text: string, channel: Channel, dutch?: DutchVocabulary) => [
  ...new Set(
    wordsOf(text).flatMap((_, i, words) => termOf(wordAt(words, i), channel, dutch) ?? []),
  ),
];

/**
 * The channels a learner's text is read in: its own script's, and Arabizi's when it is that.
 * Arabic script is not also read as Arabizi: its consonant skeletons are too short to tell
 * words apart (العاصمة, the capital, reads as سمية, a name).
 */
export function channelsOf(text: string): Channel[] {
  if (ARABIC.test(text)) return ['mc'];
  return isArabizi(text) ? ['nl', 'arabizi'] : ['nl'];
}

/** The channel a text written for a language is indexed in. */
export const channelOfLanguage = (language: Language): Channel => language;

/** A text's sentences, kept with their end marks. */
export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?؟])\s+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
