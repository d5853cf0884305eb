// Installable and offline (issue 24): Chrome's own installability check — the one Lighthouse's
// removed "installable-manifest" audit ran — on the built app, then the start URL offline.
import { launchChrome, serveApp, signIn } from './lighthouse.ts';

export interface InstallableResult {
  installabilityErrors: string[];
  manifestName: string | null;
  startUrl: string | null;
  isOfflineStartUrlOk: boolean;
}

export async function measureInstallable(): Promise<InstallableResult> {
  const app = await serveApp();
  const browser = await launchChrome();
  try {
    // The default profile: Chrome never offers to install from an incognito-like context.
    const page = await browser.newPage();
    await signIn(page, app);
    // The worker controls the page once installed (it claims open pages on its first install).
    await page.waitForFunction('navigator.serviceWorker.controller !== null', { timeout: 60_000 });
    const session = await page.createCDPSession();
    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
    const { data } = await session.send('Page.getAppManifest');
    const manifest = data ? (JSON.parse(data) as { name?: string; start_url?: string }) : {};
    // The start URL offline: the app, not the browser's error page.
    await page.reload({ waitUntil: 'networkidle0' });
    await page.setOfflineMode(true);
    const response = await page.goto(`${app.url}/dashboards`).catch(() => null);
    const isOfflineStartUrlOk =
      response?.ok() === true &&
      (await page
        .waitForSelector('#root main', { timeout: 30_000 })
        .then(() => true)
        .catch(() => false));
    return {
      installabilityErrors: installabilityErrors.map(
        ({ errorId, errorArguments }) =>
          `${errorId}${errorArguments.length ? ` (${errorArguments.map((a) => `${a.name}=${a.value}`).join(', ')})` : ''}`,
      ),
      manifestName: manifest.name ?? null,
      startUrl: manifest.start_url ?? null,
      isOfflineStartUrlOk,
    };
  } finally {
    await browser.close();
    await app.close();
  }
}

export function printInstallable(result: InstallableResult) {
  const isInstallable = result.installabilityErrors.length === 0;
  console.info('\nInstallable app (Chrome installability check, issue 24):\n');
  console.info(`| check | result |\n|---|---|`);
  console.info(
    `| installability errors | ${isInstallable ? 'none ✓' : result.installabilityErrors.join('; ')} |`,
  );
  console.info(
    `| manifest | ${result.manifestName ?? 'MISSING'}, start ${result.startUrl ?? '-'} |`,
  );
  console.info(`| start URL offline | ${result.isOfflineStartUrlOk ? 'opens ✓' : 'FAILS'} |`);
  return isInstallable && result.isOfflineStartUrlOk;
}
