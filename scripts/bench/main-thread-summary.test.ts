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
    expect(summariseStart(trace, 'http://localhost:3000/dashboards')).toEqual({
      cpuMs: 68,
      longestTaskMs: 40,
      // 20 × 4 − 50 = 30; 8 × 4 is under 50; 40 × 4 − 50 = 110.
      blockingAtPhoneSpeedMs: 140,
    });
  });

  it('starts with the task that parsed the document when Chromium left its navigation out', () => {
    // A new renderer for a document its service worker answered: no navigationStart there.
    const served: TraceEvent[] = [
      { ...trace[0]!, pid: 7, args: { data: { documentLoaderURL: '' } } }, // about:blank
      ...trace.slice(1),
      {
        name: 'ParseHTML',
        ph: 'X',
        pid: 9,
        tid: 1,
        ts: 125_000,
        dur: 5_000,
        args: { beginData: { url: 'http://localhost:3000/dashboards' } },
      },
    ];
    // From the task at 120 ms that holds the parse: 20 + 8 + 40 ms of its own.
    expect(summariseStart(served, 'http://localhost:3000/dashboards').cpuMs).toBe(68);
  });

  it('says so when the trace has no navigation to the page', () => {
    expect(() => summariseStart(trace, 'http://localhost:4000/auth/login')).toThrow(
      /\/auth\/login/,
    );
  });
});
