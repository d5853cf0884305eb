/**
 * The embedded moderation (issue 6): word lists in Dutch and Darija. A message about self-harm,
 * abuse or acute danger never gets a generated answer but the fixed help text, and is flagged
 * for the organisation's coaches; a request for sexual content, drugs or weapons is refused.
 * The same lists check what comes out, so a model's answer cannot bring those in either.
 */
export type Moderation = { verdict: 'ok' } | { verdict: 'crisis' | 'refused'; category: string };

const pattern = (words: string[]) =>
  new RegExp(`(?<![\\p{L}])(?:${words.join('|')})(?![\\p{L}])`, 'iu');

const crisis: Record<string, RegExp> = {
  'self-harm': pattern([
    'zelfmoord\\p{L}*',
    'su[iï]cid\\p{L}*',
    'ik wil dood',
    'wil (?:niet meer|nie meer) leven',
    'niet meer (?:willen )?leven',
    'dood willen',
    'mezelf (?:iets )?(?:aandoen|pijn doen|snijden|verwonden)',
    'mijzelf (?:iets )?(?:aandoen|pijn doen|snijden|verwonden)',
    "snijd(?:en)? in (?:mijn|m'n) (?:arm|been|benen|polsen?)",
    "een eind aan (?:mijn|m'n) leven",
    'انتحار',
    'ننتحر',
    'نقتل راسي',
    'بغيت نموت',
    'نجرح راسي',
    'نضر راسي',
  ]),
  abuse: pattern([
    'misbruikt',
    'ben misbruikt',
    'mishandel(?:t|d|en)',
    'aangerand',
    'verkracht\\p{L}*',
    'slaa?t mij',
    'slaan mij',
    'slaa?t me',
    'slaan me',
    'loverboy\\p{L}*',
    'kindermisbruik',
    'كيضربني',
    'كيضربوني',
    'كتضربني',
    'اغتصاب',
    'اغتصبني',
    'تحرش\\p{L}*',
    'كيتحرش\\p{L}*',
  ]),
  danger: pattern([
    'niet veilig thuis',
    'bedreigd',
    'bedreigt (?:mij|me)',
    'ik word gevolgd',
    'wordt mij iets aangedaan',
    'مهدد',
    'كيهددني',
    'ماشي آمن فالدار',
  ]),
};

const refused: Record<string, RegExp> = {
  // Sexting and nude photos are content (online safety); explicit requests are not.
  sexual: pattern(['porno?\\p{L}*', 'neuk\\p{L}*', 'نيك\\p{L}*', 'بورنو']),
  drugs: pattern(['drugs? kopen', 'wiet kopen', 'coke', 'cocaine', 'xtc', 'حشيش']),
  weapons: pattern(['wapen kopen', 'bom maken', 'vuurwapen\\p{L}*', 'mes kopen', 'سلاح']),
};

function check(text: string, lists: Record<string, RegExp>) {
  return Object.entries(lists).find(([, regex]) => regex.test(text))?.[0];
}

/** A learner's message: help text, refusal, or on to an answer. */
export function moderateQuestion(text: string): Moderation {
  const crisisCategory = check(text, crisis);
  if (crisisCategory) return { verdict: 'crisis', category: crisisCategory };
  const refusedCategory = check(text, refused);
  if (refusedCategory) return { verdict: 'refused', category: refusedCategory };
  return { verdict: 'ok' };
}

/** An answer on its way out: nothing of the refused kinds. */
export const isAnswerAllowed = (text: string) => !check(text, refused);
