import { describe, expect, it } from 'vitest';
import { summariseStart, type TraceEvent } from './main-thread-summary.ts';

const task = (pid: number, ts: number, dur: number, tdur?: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid: 1,
  ts: ts * 1000,
  dur: dur * 1000,
  ...(tdur !== undefined && { tdur: tdur * 1000 }),
});

const trace: TraceEvent[] = [
  {
    name: 'navigationStart',
    ph: 'R',
    pid: 9,
    tid: 1,
    ts: 100_000,
    args: { data: { documentLoaderURL: 'http://localhost:3000/dashboards' } },
  },
  task(9, 50, 30), // before the navigation: not the start's
  task(9, 120, 80, 20), // a busy host stretched it: 20 ms of its own
  task(9, 300, 10, 8),
  task(9, 400, 40, 40),
  { ...task(9, 450, 90, 90), tid: 2 }, // another thread of that renderer
  task(7, 150, 500, 500), // another renderer
];

describe('summariseStart', () => {
  it("counts the navigated renderer's tasks from the navigation by their own time", () => {
    expect(summariseStart(trace, '/dashboards')).toEqual({
      cpuMs: 68,
      longestTaskMs: 40,
      // 20 × 4 − 50 = 30; 8 × 4 is under 50; 40 × 4 − 50 = 110.
      blockingAtPhoneSpeedMs: 140,
    });
  });

  it('says so when the trace has no navigation to the page', () => {
    expect(() => summariseStart(trace, '/auth/login')).toThrow(/\/auth\/login/);
  });
});
