// Starts the built app on a fresh data folder for the browser tests.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OIDC_CLIENT, startOidcProvider } from './oidc-provider.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(root, 'data', 'e2e');
rmSync(dataDir, { recursive: true, force: true });

// The school's OpenID provider runs beside the app; the app has one SSO connection to it.
const appUrl = process.env.BASE_URL;
const connectionId = 'wijkschool';
const { issuer } = await startOidcProvider({
  port: Number(process.env.PORT) + 1,
  appUrl,
  connectionId,
});

// The server as `npm start` runs it: the bundle `npm run build` made.
const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'apps/server/dist/server.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Imi's answers arrive slowly enough to watch them stream and to stop one.
      IMI_EMBEDDED_PACE_MS: '300',
      // As in production: Imi decides in its own thread, from the bundle's decision-worker.js.
      IMI_OWN_THREAD: 'true',
      // The sign-up's bot check, real but quick (the browser still solves it).
      CAPTCHA_MAX_NUMBER: '5000',
      // Every test signs up (and mails a code) from 127.0.0.1, three at a time: more mail a
      // minute than one client address may send (20), and a quick run was refused mid-way. The
      // limits themselves are the server's tests' (mail-limits.test.ts).
      MAIL_PER_ADDRESS_PER_MINUTE: '1000',
      MAIL_PER_MINUTE: '10000',
      // Off by default (issue 20); on here, so wallets.spec.ts keeps testing them.
      WALLETS_ENABLED: 'true',
      SSO_CONNECTIONS: JSON.stringify([
        {
          id: connectionId,
          name: 'De Wijkschool',
          issuer,
          clientId: OIDC_CLIENT.id,
          clientSecret: OIDC_CLIENT.secret,
          organizationSlug: 'leerloop-demo',
        },
      ]),
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
