import { type Language, toLanguage } from '@leerloop/contracts';
import i18next from 'i18next';

/** Dutch separators for Dutch; Moroccan ones for Darija, with Latin digits (decision 031). */
const intlLocales: Record<Language, string> = { nl: 'nl-NL', mc: 'ar-MA-u-nu-latn' };

/** A number as the reader writes it: `1.234,5` in both languages, never Arabic-Indic digits. */
export const formatNumber = (
  value: number,
  options: Intl.NumberFormatOptions = {},
  language: Language = toLanguage(i18next.language),
) => new Intl.NumberFormat(intlLocales[language], options).format(value);

const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;

/**
 * A file's size the way file pickers show it: whole kB under 1 MB (a 6 KB photo is "6 kB", not
 * "0 MB"), MB with one decimal above. In Darija the Latin unit is an isolate inside the sentence.
 */
export function formatFileSize(bytes: number, language: Language = toLanguage(i18next.language)) {
  const text =
    bytes < MEGABYTE
      ? `${formatNumber(bytes === 0 ? 0 : Math.max(1, Math.round(bytes / KILOBYTE)), {}, language)} kB`
      : `${formatNumber(bytes / MEGABYTE, { maximumFractionDigits: 1 }, language)} MB`;
  return language === 'mc' ? `\u2068${text}\u2069` : text;
}
