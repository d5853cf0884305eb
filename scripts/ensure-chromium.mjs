// The browser tests use Debian's Chromium, never a downloaded browser. When it is missing we
// install it where we can (root with apt-get); otherwise we stop and say the exact command.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const command = 'apt-get update && apt-get install -y chromium fonts-noto-core';

if (existsSync(chromium)) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(`Chromium is missing at ${chromium}; the browser tests need it.`);
  console.error(
    hasApt
      ? `Install it with:\n  sudo sh -c '${command}'`
      : 'Install Chromium and set CHROMIUM_PATH to its executable.',
  );
  process.exit(1);
}
console.info(`Installing Debian's Chromium for the browser tests: ${command}`);
execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
if (!existsSync(chromium)) {
  console.error(`Chromium is still missing at ${chromium} after the install.`);
  process.exit(1);
}
