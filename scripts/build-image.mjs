#!/usr/bin/env node
// Builds the Dockerfile's image as `leerloop` with whichever builder this machine has: Docker,
// or podman (rootless in a chroot, where no container runtime may run — issue 19 item 14).
import { spawnSync } from 'node:child_process';

/** @param {string} command @param {string} probe */
const works = (command, probe) => spawnSync(command, [probe], { stdio: 'ignore' }).status === 0;
// A Docker client without a daemon to talk to cannot build.
const [builder, extra] = works('docker', 'info')
  ? ['docker', []]
  : works('podman', '--version')
    ? ['podman', ['--isolation=chroot']]
    : [null, []];
if (!builder) {
  console.error('Neither a running Docker nor podman was found: install one to build the image.');
  process.exit(1);
}
const args = ['build', ...extra, '-t', 'leerloop', ...process.argv.slice(2), '.'];
console.log(`${builder} ${args.join(' ')}`);
process.exit(spawnSync(builder, args, { stdio: 'inherit' }).status ?? 1);
