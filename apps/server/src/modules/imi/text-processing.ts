import type { Language } from '@leerloop/contracts';
import { stemmer as arabicStem } from '@orama/stemmers/arabic';
import { stemmer as dutchStem } from '@orama/stemmers/dutch';

/**
 * Words reduced to what they mean for search, per language: Dutch lower-cased without accents
 * and stemmed ("wachtwoorden" → "wachtwoord"); Darija in Arabic script normalised (no vowel
 * marks, one alef, ى → ي, ة → ه) with its glued prefixes taken off ("فالتيليفون" → "تيليفون").
 */
const dutchStopWords = new Set(
  `aan al alle als ben bent bij dan dat de deze die dit doe doen doet dus een en er ga gaat
  had heb hebben hebt heeft het hier hoe hoeveel ik in is je jij jou jouw kan kun kunnen kunt
  me meer mag met mij mijn moet moeten na naar niet nog nu of om ons ook op over te tegen toch
  tot u uit van veel voor waar waarom wanneer wat we wel welk welke wie wij word worden wordt
  ze zich zij zijn zo zou iets iemand eigenlijk precies even echt graag vertel uitleggen leg
  betekent beteken heel weet weten vind vinden zien zie krijg krijgen telt gaan ben kom
  zeg staan staat precies dit mee`.split(/\s+/),
);

const darijaStopWords = new Set(
  `شنو شنوا اشنو كيفاش كيف واش علاش فين اش أش شحال امتى إمتى منين أنا انا نتا نتي هو هي
  حنا هوما ديال ديالي ديالك ف في و على من اللي لي هاد هادا هادي داك ديك كي باش مع ليا
  عندي عندك كاين كاينة إلا الا ولا شي ما لا آش بزاف كنقدر نقدر يقدر كيقدر خاصني خاص
  واحد وحدة غير حتى عندو عندها دابا`
    .split(/\s+/)
    .map((word) => normaliseArabic(word)),
);

function normaliseArabic(word: string) {
  return word
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '') // vowel marks, tatweel
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
}

/** Darija glues "and", "in", "with", "to", "like" and "the" to the word: take them off. */
function stripDarijaPrefixes(word: string) {
  const match = word.match(/^(و)?(ف|ب|ل|ك)?(ال|ل)?(.+)$/);
  const rest = match?.[4] ?? word;
  return rest.length >= 3 ? rest : word;
}

/** One search term, or null for a word that says nothing (a stop word, a single letter). */
export function termOf(word: string, language: Language): string | null {
  if (language === 'mc') {
    const normal = normaliseArabic(word);
    if (normal.length < 2 || darijaStopWords.has(normal)) return null;
    // Latin words in Darija texts (names, "Brainfood") are treated as Dutch.
    if (/^[a-z0-9]+$/i.test(normal)) return termOf(normal, 'nl');
    return arabicStem(stripDarijaPrefixes(normal));
  }
  const plain = word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  if (plain.length < 2 || dutchStopWords.has(plain)) return null;
  return dutchStem(plain);
}

/** The words of a text (letters and digits of any script). */
export const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/** The distinct search terms of a text. */
export const termsOf = (text: string, language: Language) => [
  ...new Set(wordsOf(text).flatMap((word) => termOf(word, language) ?? [])),
];

/** A text's sentences, kept with their end marks. */
export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?؟])\s+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/**
 * What a question asks for when it wants a figure: an amount of money, a duration, a moment or
 * an age. Imi then answers only from a sentence that has one; otherwise it does not know (the
 * content may talk about the subject without the figure).
 */
export type Figure = 'money' | 'duration' | 'moment' | 'count';

const figureQuestions: [Figure, RegExp][] = [
  [
    'money',
    /hoeveel (?:euro|geld|kost)|wat kost|hoe duur|شحال (?:ديال )?(?:الفلوس|كيسوا|كتسوا|خاص نخلص)|بشحال/iu,
  ],
  [
    'duration',
    /hoe ?lang|hoeveel (?:tijd|uur|dagen|weken|maanden|jaar|jaren|minuten)|شحال (?:من|د|ديال) (?:عام|شهر|سيمانة|نهار|ساعة|الوقت)|شحال كتدوم/iu,
  ],
  ['moment', /tot wanneer|wanneer|vanaf wanneer|hoe laat|امتى|إمتى|فوقاش/iu],
  ['count', /hoeveel|hoe oud|شحال/iu],
];

/** A number on its own (not the "123" of a name), or a number word. */
const NUMBER =
  '(?:(?<![\\p{L}\\d])\\d+(?:[.,]\\d+)?(?![\\p{L}\\d])|\\b(?:een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|twaalf|twintig|half|halve|anderhalf|honderd|duizend)\\b|جوج|زوج|تلاتة|ربعة|خمسة|ستة|سبعة|تمنية|تسعود|عشرة)';
const UNIT_OF_TIME =
  '(?:uur|uren|minuten|minuut|kwartier|dagen|dag|weken|week|maanden|maand|jaar|jaren|ساعة|سوايع|دقايق|دقيقة|شهر|شهور|سيمان\\p{L}*|عام|عوام|سنين|سنة|نهار|يام)';

const figureAnswers: Record<Figure, RegExp> = {
  money: new RegExp(`€|${NUMBER}\\s?(?:euro|eur|درهم|أورو|اورو)`, 'iu'),
  duration: new RegExp(`${NUMBER}\\s*${UNIT_OF_TIME}`, 'iu'),
  moment: new RegExp(
    `(?<![\\p{L}\\d])\\d{1,2}(?:[.:]\\d{2})?(?![\\p{L}\\d])|januari|februari|maart|april|\\bmei\\b|juni|juli|augustus|september|oktober|november|december|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|ماي|يناير|فبراير|مارس|أبريل|يونيو|يوليوز|غشت|شتنبر|أكتوبر|نونبر|دجنبر`,
    'iu',
  ),
  count: new RegExp(NUMBER, 'iu'),
};

/** The figure a question asks for, if any. */
export const figureAskedIn = (question: string): Figure | null =>
  figureQuestions.find(([, regex]) => regex.test(question))?.[0] ?? null;

/** Whether a text gives that kind of figure. */
export const givesFigure = (text: string, figure: Figure) => figureAnswers[figure].test(text);
