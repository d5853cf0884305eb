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
  args?: { data?: { documentLoaderURL?: string }; beginData?: { url?: string } };
}

export interface MainThreadRun {
  /** The main thread's time in all of the start's tasks, ms. */
  cpuMs: number;
  longestTaskMs: number;
  /** Σ (task × 4 − 50 ms) over the tasks a phone 4× slower would find long. */
  blockingAtPhoneSpeedMs: number;
}

/**
 * The event a start of `url` counts from: its navigation, which Chromium names by the document,
 * unless a service worker answered it in a new renderer (Chromium 156: the signed-in home after
 * signing in). Then it is the task that began parsing the document.
 */
function startOf(traceEvents: TraceEvent[], url: string) {
  const navigation = traceEvents.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url,
  );
  if (navigation) return navigation;
  const parse = traceEvents.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url,
  );
  if (!parse) return undefined;
  const tasksBefore = traceEvents.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.pid === parse.pid &&
      event.tid === parse.tid &&
      event.ts <= parse.ts,
  );
  // The task that holds the parse: the last to begin before it.
  return tasksBefore.length
    ? tasksBefore.reduce((latest, task) => (task.ts > latest.ts ? task : latest))
    : parse;
}

/** The tasks of the renderer that navigated to `url`, from its navigation's start. */
export function summariseStart(traceEvents: TraceEvent[], url: string): MainThreadRun {
  const navigation = startOf(traceEvents, url);
  // Both are marked on the renderer's main thread: its tasks are the page's.
  if (!navigation) throw new Error(`No navigation to ${url} in the trace`);
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
