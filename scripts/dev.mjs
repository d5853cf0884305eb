// npm run dev: the API on port 3333 (restarts on change) and the web app on port 3000 (hot
// reload, proxying /api and /dev to the API), so the browser sees one origin as in production.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3333';
const webPort = process.env.WEB_PORT ?? '3000';
const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      BASE_URL: process.env.BASE_URL ?? `http://localhost:${webPort}`,
    },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort, WEB_PORT: webPort },
  }),
];

const stop = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
