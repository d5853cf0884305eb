// The main thread's own work while a page starts, per task (issue 22): what Lighthouse's total
// blocking time is made of, measured so that a busy host does not stretch it. Lighthouse (and a
// DevTools trace) see each task's wall time, which another process on the machine lengthens; a
// trace also records each task's thread time, which it does not. `npm run bench -- main-thread`
// compares two builds' starts more steadily than Lighthouse can on a shared machine (decision
// 065, "Later").
import type { Page } from 'puppeteer-core';
import { clearBrowserCache, launchChrome, serveApp, signIn } from './lighthouse.ts';
import { type MainThreadRun, summariseStart, type TraceEvent } from './main-thread-summary.ts';
import { median } from './median.ts';

const ROUNDS = Number(process.env.MAIN_THREAD_ROUNDS ?? 5);

/** One cold start of `url` in `page`: its renderer's tasks from the navigation for 5 s. */
async function traceStart(page: Page, url: string): Promise<MainThreadRun> {
  // As Lighthouse runs it: the HTTP cache cleared, the session and the service worker kept.
  await clearBrowserCache(page);
  await page.tracing.start({
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      'loading',
    ],
  });
  await page.goto(url, { waitUntil: 'load' });
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const { traceEvents } = JSON.parse(Buffer.from((await page.tracing.stop())!).toString()) as {
    traceEvents: TraceEvent[];
  };
  return summariseStart(traceEvents, url);
}

/** Cold starts of the sign-in page and of the signed-in home, alternating, each in a new profile. */
export async function measureMainThread() {
  const app = await serveApp();
  const browser = await launchChrome();
  const runs: Record<string, MainThreadRun[]> = { '/auth/login': [], '/dashboards': [] };
  try {
    // A profile of its own for each start: nothing cached from the one before.
    const coldStart = async (path: string) => {
      const context = await browser.createBrowserContext();
      try {
        if (path === '/dashboards') {
          const signInPage = await context.newPage();
          await signIn(signInPage, app);
          await signInPage.close();
        }
        return await traceStart(await context.newPage(), `${app.url}${path}`);
      } finally {
        await context.close();
      }
    };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [path, pageRuns] of Object.entries(runs)) {
        // The trace sometimes misses the navigation's start, as Lighthouse's does (NO_NAVSTART):
        // that start is measured again rather than dropped.
        for (let attempt = 1; ; attempt++) {
          try {
            pageRuns.push(await coldStart(path));
            break;
          } catch (error) {
            if (attempt === 3) throw error;
            console.warn(`${path}, round ${round + 1}: ${String(error)}; measured again`);
          }
        }
      }
    }
  } finally {
    await browser.close();
    await app.close();
  }
  return runs;
}

const spread = (values: number[]) =>
  `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;

export function printMainThread(runs: Record<string, MainThreadRun[]>) {
  console.info(
    `\nThe main thread's own time while a page starts cold (no throttling; median and range of ${ROUNDS}):\n`,
  );
  console.info(
    '| page | all tasks ms | longest task ms | blocking at 4× ms |\n|---|---:|---:|---:|',
  );
  for (const [page, pageRuns] of Object.entries(runs))
    console.info(
      `| ${page} | ${spread(pageRuns.map((run) => run.cpuMs))} | ${spread(pageRuns.map((run) => run.longestTaskMs))} | ${spread(pageRuns.map((run) => run.blockingAtPhoneSpeedMs))} |`,
    );
}
