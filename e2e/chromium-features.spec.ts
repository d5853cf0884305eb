import { readFileSync } from 'node:fs';
import { chromium, expect, test } from '@playwright/test';
import { OMNIBOX_POPUPS } from '../scripts/lib/chromium-features.ts';
import { CHROMIUM_PATH, chromiumArgs } from './playwright.config';

// Chromium reads only the last `--disable-features` it is given: ours must keep every feature
// Playwright's own list turns off, or the browser tests would run with them on.
test("our disabled features keep every one of Playwright's", async () => {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
  try {
    const commandLine = readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8').split('\0');
    const lists = commandLine
      .filter((arg) => arg.startsWith('--disable-features='))
      .map((arg) => arg.slice('--disable-features='.length).split(','));
    const effective = lists.at(-1)!;
    expect(effective).toEqual(expect.arrayContaining(lists.flat()));
    expect(effective).toEqual(expect.arrayContaining(OMNIBOX_POPUPS));
  } finally {
    await server.close();
  }
});
