import { TZDate } from '@date-fns/tz';
import { type Language, toLanguage } from '@leerloop/contracts';
import { format, type Locale } from 'date-fns';
import { arMA } from 'date-fns/locale/ar-MA';
import { nl } from 'date-fns/locale/nl';
import i18next from 'i18next';

/** The programme runs on Dutch time: weeks open at midnight in Amsterdam, wherever the device is. */
const TIME_ZONE = 'Europe/Amsterdam';

/**
 * Darija (decision 031): the month names used in Morocco (يناير … ماي … غشت … دجنبر, from
 * date-fns' ar-MA), Latin digits, and الاثنين written the way Moroccan papers write it.
 */
const darija: Locale = {
  ...arMA,
  localize: {
    ...arMA.localize,
    day: (day, options) =>
      !options?.width || options.width === 'wide'
        ? ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'][day]!
        : arMA.localize.day(day, options),
  },
};

/** The ways the app shows a moment; each reads naturally in both languages. */
const styles = {
  /** woensdag 25 november 2026 · الأربعاء 25 نونبر 2026 */
  weekdayDate: { nl: 'EEEE d MMMM yyyy', mc: 'EEEE d MMMM yyyy' },
  /** 25 november 2026 */
  date: { nl: 'd MMMM yyyy', mc: 'd MMMM yyyy' },
  /** zo 29 nov · الأحد 29 نونبر (a day in a short list) */
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
  const pattern = styles[style][language];
  const zoned = new TZDate(new Date(date).getTime(), TIME_ZONE);
  if (language === 'nl') return format(zoned, pattern, { locale: nl });
  return isolate(format(zoned, pattern, { locale: darija }));
}
