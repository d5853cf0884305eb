/**
 * The wall clock in Amsterdam, worked out from the EU's summer-time rule rather than read from
 * the browser's time-zone data: a page's first `Intl.DateTimeFormat` loads that data, 20–48 ms
 * of main thread on a desktop, 4× that on a phone, in the home screen's first task (issue 22,
 * decision 068). The rule has held in the Netherlands since 1996: Central European Time (UTC+1),
 * and summer time (UTC+2) from the last Sunday of March to the last Sunday of October, each
 * switch at 01:00 UTC. The unit test holds it to Intl's answer from 1996 to 2040.
 */

const HOUR = 60 * 60 * 1000;

/** The moment, in ms, of the last Sunday of a month (0 = January) at 01:00 UTC. */
function lastSundayAtOneUtc(year: number, month: number) {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR;
}

/** Hours Amsterdam is ahead of UTC at a moment: 2 in summer time, else 1. */
function hoursAheadOfUtc(moment: number) {
  const year = new Date(moment).getUTCFullYear();
  const isSummerTime =
    moment >= lastSundayAtOneUtc(year, 2) && moment < lastSundayAtOneUtc(year, 9);
  return isSummerTime ? 2 : 1;
}

/** A moment on the clock in Amsterdam, as numbers (weekday 0 is Sunday). */
export function inAmsterdam(date: Date) {
  const wallClock = new Date(date.getTime() + hoursAheadOfUtc(date.getTime()) * HOUR);
  return {
    year: wallClock.getUTCFullYear(),
    month: wallClock.getUTCMonth() + 1,
    day: wallClock.getUTCDate(),
    hour: wallClock.getUTCHours(),
    minute: wallClock.getUTCMinutes(),
    second: wallClock.getUTCSeconds(),
    weekday: wallClock.getUTCDay(),
  };
}
