import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfChanged, SERVER, WEB_APP } from './build-if-changed.mjs';

let root = '';
let builds = 0;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
/** Stands in for `vite build`: it empties dist and writes the app. */
const build = () => {
  builds++;
  rmSync(join(root, 'apps/web/dist'), { recursive: true, force: true });
  write('apps/web/dist/index.html', `<!doctype html><!-- build ${builds} -->`);
};
const start = (env: NodeJS.ProcessEnv = { NODE_ENV: 'production' }) =>
  buildIfChanged({ root, output: WEB_APP, env, build });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'leerloop-web-build-'));
  builds = 0;
  write('apps/web/index.html', '<div id="root"></div>');
  write('apps/web/src/app/main.tsx', 'render(<App />);');
  write('packages/contracts/src/errors.ts', "export const codes = ['NOT_FOUND'];");
  write('package-lock.json', '{"lockfileVersion":3}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start builds the web app only when its sources changed (issue 19)', async () => {
  it('builds the first time, then starts without building', async () => {
    expect(await start()).toBe(true);
    expect(await start()).toBe(false);
    expect(builds).toBe(1);
  });

  it('builds again when a file of the web app or of the contracts changed', async () => {
    await start();
    write('apps/web/src/app/main.tsx', 'render(<StrictMode><App /></StrictMode>);');
    expect(await start()).toBe(true);
    write('packages/contracts/src/errors.ts', "export const codes = ['NOT_FOUND', 'LOCKED'];");
    expect(await start()).toBe(true);
    write('apps/web/src/lib/new-file.ts', 'export {};');
    expect(await start()).toBe(true);
    expect(builds).toBe(4);
  });

  it('builds again when the dependencies, the mode or a VITE_ variable changed', async () => {
    await start();
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect(await start()).toBe(true);
    expect(await start({ NODE_ENV: 'development' })).toBe(true);
    expect(await start({ NODE_ENV: 'development', VITE_APP_ENV: 'local' })).toBe(true);
    expect(await start({ NODE_ENV: 'development', VITE_APP_ENV: 'local', PORT: '3500' })).toBe(
      false,
    );
  });

  it('builds again when the build is gone, and not for installed packages or outputs', async () => {
    await start();
    write('apps/web/node_modules/some-package/index.js', 'module.exports = 1;');
    write('apps/web/dist/assets/extra.js', '');
    expect(await start()).toBe(false);
    rmSync(join(root, 'apps/web/dist'), { recursive: true });
    expect(await start()).toBe(true);
  });

  it('always builds when asked to (npm run build)', async () => {
    await start();
    expect(
      await buildIfChanged({
        root,
        output: WEB_APP,
        env: { NODE_ENV: 'production' },
        build,
        force: true,
      }),
    ).toBe(true);
    expect(builds).toBe(2);
  });
});

describe('npm start bundles the server only when its sources changed (issue 22)', () => {
  const bundle = () => {
    builds++;
    write('apps/server/dist/server.js', `// bundle ${builds}`);
  };
  const startServer = () =>
    buildIfChanged({ root, output: SERVER, env: { NODE_ENV: 'production' }, build: bundle });

  it('bundles again for a server or contracts file, not for the web app', async () => {
    write('apps/server/src/server.ts', 'await app.listen();');
    expect(await startServer()).toBe(true);
    expect(await startServer()).toBe(false);
    write('apps/web/src/app/main.tsx', 'render(<StrictMode><App /></StrictMode>);');
    expect(await startServer()).toBe(false);
    write('apps/server/src/modules/new.ts', 'export {};');
    expect(await startServer()).toBe(true);
    write('packages/contracts/src/errors.ts', "export const codes = ['LOCKED'];");
    expect(await startServer()).toBe(true);
    expect(builds).toBe(3);
  });
});
