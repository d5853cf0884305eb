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
