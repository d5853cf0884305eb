// What a start's trace says of the main thread's own time (scripts/bench/main-thread.ts).

/** Lighthouse's default CPU slowdown for a phone, and what it counts as blocking. */
const PHONE_SLOWDOWN = 4;
const BLOCKING_MS = 50;

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string } };
}

export interface MainThreadRun {
  /** The main thread's time in all of the start's tasks, ms. */
  cpuMs: number;
  longestTaskMs: number;
  /** Σ (task × 4 − 50 ms) over the tasks a phone 4× slower would find long. */
  blockingAtPhoneSpeedMs: number;
}

/** The tasks of the renderer that navigated to `path`, from its navigation's start. */
export function summariseStart(traceEvents: TraceEvent[], path: string): MainThreadRun {
  const navigation = traceEvents.find(
    (event) =>
      event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.endsWith(path),
  );
  // The navigation is marked on the renderer's main thread: its tasks are the page's.
  if (!navigation) throw new Error(`No navigation to ${path} in the trace`);
  const taskMs = traceEvents
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === navigation.pid &&
        event.tid === navigation.tid &&
        event.ts >= navigation.ts,
    )
    .map((task) => (task.tdur ?? task.dur ?? 0) / 1000);
  return {
    cpuMs: taskMs.reduce((sum, ms) => sum + ms, 0),
    longestTaskMs: Math.max(0, ...taskMs),
    blockingAtPhoneSpeedMs: taskMs.reduce(
      (sum, ms) => sum + Math.max(0, ms * PHONE_SLOWDOWN - BLOCKING_MS),
      0,
    ),
  };
}
