import { type Language, toLanguage } from '@leerloop/contracts';
import i18next from 'i18next';
import { inAmsterdam } from './amsterdam-clock';

/**
 * The names a date shows, Sunday and January first. Our own lists, not the browser's, so every
 * device writes them alike (issue 22: without date-fns the home screen needs 15 KB less). Darija
 * (decision 031): the month names used in Morocco (يناير … ماي … غشت … دجنبر) and الاثنين written
 * the way Moroccan papers write it; digits stay Latin.
 */
const names: Record<
  Language,
  { days: string[]; shortDays: string[]; months: string[]; shortMonths: string[] }
> = {
  nl: {
    days: ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'],
    shortDays: ['zo', 'ma', 'di', 'wo', 'do', 'vr', 'za'],
    months: [
      'januari',
      'februari',
      'maart',
      'april',
      'mei',
      'juni',
      'juli',
      'augustus',
      'september',
      'oktober',
      'november',
      'december',
    ],
    shortMonths: [
      'jan.',
      'feb.',
      'mrt.',
      'apr.',
      'mei',
      'jun.',
      'jul.',
      'aug.',
      'sep.',
      'okt.',
      'nov.',
      'dec.',
    ],
  },
  mc: {
    days: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
    shortDays: ['أحد', 'اثنين', 'ثلاثاء', 'أربعاء', 'خميس', 'جمعة', 'سبت'],
    months: [
      'يناير',
      'فبراير',
      'مارس',
      'أبريل',
      'ماي',
      'يونيو',
      'يوليوز',
      'غشت',
      'شتنبر',
      'أكتوبر',
      'نونبر',
      'دجنبر',
    ],
    shortMonths: [
      'ينا',
      'فبر',
      'مارس',
      'أبريل',
      'ماي',
      'يونـ',
      'يولـ',
      'غشت',
      'شتنـ',
      'أكتـ',
      'نونـ',
      'دجنـ',
    ],
  },
};

/**
 * The ways the app shows a moment; each reads naturally in both languages. The letters are
 * date-fns' (EEEE weekday, EEEEEE its short form, MMMM month, MMM its short form), text between
 * single quotes is written as is.
 */
const styles = {
  /** woensdag 25 november 2026 · الأربعاء 25 نونبر 2026 */
  weekdayDate: { nl: 'EEEE d MMMM yyyy', mc: 'EEEE d MMMM yyyy' },
  /** 25 november 2026 */
  date: { nl: 'd MMMM yyyy', mc: 'd MMMM yyyy' },
  /** zo 29 nov. · الأحد 29 نونبر (a day in a short list) */
  dayMonth: { nl: 'EEEEEE d MMM', mc: 'EEEE d MMMM' },
  /** 25 november om 14:05 · 25 نونبر مع 14:05 */
  dateTime: { nl: "d MMMM 'om' HH:mm", mc: "d MMMM 'مع' HH:mm" },
  /** dinsdag 1 december om 00:00 */
  weekdayDateTime: { nl: "EEEE d MMMM 'om' HH:mm", mc: "EEEE d MMMM 'مع' HH:mm" },
  /** 25 november 2026 om 14:05 */
  dateYearTime: { nl: "d MMMM yyyy 'om' HH:mm", mc: "d MMMM yyyy 'مع' HH:mm" },
  /** 14:05:09 */
  time: { nl: 'HH:mm:ss', mc: 'HH:mm:ss' },
} as const satisfies Record<string, Record<Language, string>>;

export type DateStyle = keyof typeof styles;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * The one way the app shows a date (spec §9: Dutch dates on Amsterdam time; decision 031:
 * Darija dates in Darija), in one of the named styles; the language is the app's unless
 * given. In Darija the date is a directional isolate, so its digits and the sentence's full
 * stop land where a reader of Arabic expects them.
 */
export function formatDate(
  date: Date | string | number,
  style: DateStyle = 'weekdayDate',
  language: Language = toLanguage(i18next.language),
) {
  const at = inAmsterdam(new Date(date));
  const named = names[language];
  const fields: Record<string, string> = {
    EEEEEE: named.shortDays[at.weekday]!,
    EEEE: named.days[at.weekday]!,
    MMMM: named.months[at.month - 1]!,
    MMM: named.shortMonths[at.month - 1]!,
    yyyy: String(at.year),
    d: String(at.day),
    HH: twoDigits(at.hour),
    mm: twoDigits(at.minute),
    ss: twoDigits(at.second),
  };
  const text = styles[style][language].replace(
    /'([^']*)'|EEEEEE|EEEE|MMMM|MMM|yyyy|HH|mm|ss|d/g,
    (field, quoted?: string) => quoted ?? fields[field]!,
  );
  return language === 'nl' ? text : isolate(text);
}
