/** The programme's clock: weeks open at midnight in the Netherlands, whatever the server's zone. */
export const AMSTERDAM = 'Europe/Amsterdam';

// Built once: constructing an Intl formatter costs more than a dozen uses of one.
const calendarDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: AMSTERDAM,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const utcOffset = new Intl.DateTimeFormat('en-US', {
  timeZone: AMSTERDAM,
  timeZoneName: 'longOffset',
});

const datePartsIn = (date: Date) => {
  const parts = calendarDate.formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: get('year'), month: get('month'), day: get('day') };
};

/** Minutes Amsterdam is ahead of UTC at that moment (60 in winter, 120 in summer). */
const offsetMinutesAt = (date: Date) => {
  const name = utcOffset.formatToParts(date).find((p) => p.type === 'timeZoneName')!.value; // "GMT+01:00"
  const match = name.match(/GMT([+-])(\d{2}):(\d{2})/);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
};

/** Midnight in Amsterdam, `days` calendar days after the Amsterdam date of `from`. */
export function amsterdamMidnightAfter(from: Date, days: number) {
  const { year, month, day } = datePartsIn(from);
  const utcMidnight = Date.UTC(year, month - 1, day + days);
  // The offset on that day (daylight saving may differ from today's).
  const guess = new Date(utcMidnight - offsetMinutesAt(new Date(utcMidnight)) * 60_000);
  return new Date(utcMidnight - offsetMinutesAt(guess) * 60_000);
}

const readable = new Intl.DateTimeFormat('nl-NL', {
  timeZone: AMSTERDAM,
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** A moment as a Dutch reader reads it, on the programme's clock: "za 28 november 2026 om 00:00:05". */
export const readableAmsterdamTime = (date: Date) => readable.format(date);

/** The calendar date of a moment in Amsterdam, `YYYY-MM-DD`. */
export const amsterdamDateOf = (date: Date) => calendarDate.format(date);

/** A calendar date `days` later (earlier when negative), `YYYY-MM-DD`. */
export const calendarDateAfter = (date: string, days: number) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

/** The Monday of a calendar date's week, `YYYY-MM-DD`. */
export const mondayOf = (date: string) =>
  calendarDateAfter(date, -((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7));

const minute = new Intl.DateTimeFormat('en-CA', {
  timeZone: AMSTERDAM,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment on the programme's clock as a spreadsheet reads it: `2026-11-29 14:05`. */
export const amsterdamMinuteOf = (date: Date) => minute.format(date).replace(', ', ' ');

const hour = new Intl.DateTimeFormat('en-GB', {
  timeZone: AMSTERDAM,
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The hour of a moment on the programme's clock, 0–23. */
export const amsterdamHourOf = (date: Date) => Number(hour.format(date));
