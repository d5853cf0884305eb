import { z } from 'zod';

/** Oldest and youngest age a birth year may give: an app for teenagers, used by adults too. */
const OLDEST_AGE = 100;
const YOUNGEST_AGE = 10;

/** The birth years sign-up accepts in a given year. */
export const birthYearRange = (thisYear = new Date().getFullYear()) => ({
  earliest: thisYear - OLDEST_AGE,
  latest: thisYear - YOUNGEST_AGE,
});

/**
 * With only a year, a birthday may still be to come: the lowest age the year allows counts, so
 * a learner is taken as 16 only from the first of January after their sixteenth birthday's year.
 */
export const lowestAgeOf = (birthYear: number, thisYear: number) => thisYear - birthYear - 1;

/** A birth year as typed in a form (text) or sent by a client (a number). */
export const birthYearSchema = z
  .union([z.number(), z.string()], { error: 'birth_year_required' })
  .transform((value, context) => {
    const text = String(value).trim();
    const problem = !text
      ? 'birth_year_required'
      : !/^\d{4}$/.test(text)
        ? 'birth_year_invalid'
        : undefined;
    const year = Number(text);
    const { earliest, latest } = birthYearRange();
    const message = problem ?? (year < earliest || year > latest ? 'birth_year_implausible' : '');
    if (!message) return year;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
