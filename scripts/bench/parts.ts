// The signed-in home's parts (decision 065), each timed in the page from its turn to its commit:
// `RenderApart` puts `part: <name>` in the page's user timing. Lighthouse's total blocking time
// counts these tasks by their wall time on a busy host; this tells which part to make lighter,
// part by part, at the host's own speed (docs/performance-history.md, 2026-12-03 evening).
import { clearBrowserCache, launchChrome, serveApp, signIn } from './lighthouse.ts';
import { median } from './median.ts';

const ROUNDS = Number(process.env.PARTS_ROUNDS ?? 5);

/** Per part name, its time in each cold start (ms; parts of one name, the module tiles, summed). */
export type PartTimes = Map<string, number[]>;

export async function measureParts(): Promise<PartTimes> {
  const app = await serveApp();
  const browser = await launchChrome();
  const times: PartTimes = new Map();
  try {
    for (let round = 0; round < ROUNDS; round++) {
      // A profile of its own for each start, signed in as the Lighthouse part does.
      const context = await browser.createBrowserContext();
      try {
        const signInPage = await context.newPage();
        await signIn(signInPage, app);
        await signInPage.close();
        const page = await context.newPage();
        await clearBrowserCache(page);
        await page.goto(`${app.url}/dashboards`);
        await page.waitForSelector('main a[href="/dashboards/ai"]', { timeout: 60_000 });
        const measures = await page.evaluate(() =>
          performance
            .getEntriesByType('measure')
            .filter((entry) => entry.name.startsWith('part: '))
            .map((entry) => [entry.name.slice('part: '.length), entry.duration] as const),
        );
        const thisStart = new Map<string, number>();
        for (const [name, ms] of measures) thisStart.set(name, (thisStart.get(name) ?? 0) + ms);
        for (const [name, ms] of thisStart) times.set(name, [...(times.get(name) ?? []), ms]);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await app.close();
  }
  return times;
}

const spread = (values: number[]) =>
  `${median(values).toFixed(1)} (${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)})`;

export function printParts(times: PartTimes) {
  console.info(
    `\nThe signed-in home's parts, from each one's turn to its commit (no throttling; median and range of ${ROUNDS} cold starts; "part" is every unnamed one, the module tiles):\n`,
  );
  console.info('| part | starts | ms |\n|---|---:|---:|');
  for (const [name, values] of times)
    console.info(`| ${name} | ${values.length} | ${spread(values)} |`);
}
