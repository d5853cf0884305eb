import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { loadConfig } from '../../config.ts';

// Issue 19 item 7, decision 023: museo-sans from the deployment's licensed files, on our origin.
const licensedDir = mkdtempSync(join(tmpdir(), 'leerloop-museo-sans-'));
// Any web font's bytes stand in for the licensed files, which no test may hold.
const someFont = readFileSync(
  createRequire(import.meta.url).resolve(
    '@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2',
  ),
);
writeFileSync(join(licensedDir, 'museo-sans-500.woff2'), someFont);
writeFileSync(join(licensedDir, 'museo-sans-700.woff'), someFont);
writeFileSync(join(licensedDir, 'museo-sans-700.woff2'), someFont);
writeFileSync(join(licensedDir, 'licence.txt'), 'Not to be served.');

const licensed = await buildTestApp({ MUSEO_SANS_DIR: licensedDir });
const plain = await buildTestApp();

describe('museo-sans (spec §9)', () => {
  it('is declared from the licensed files when the deployment provides them', async () => {
    const sheet = await licensed.request({ method: 'GET', url: '/fonts/museo-sans.css' });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toMatch(/^text\/css/);
    const rules = sheet.body.match(/@font-face \{[^}]+\}/g) ?? [];
    expect(rules).toHaveLength(2);
    expect(rules[0]).toContain("font-family: 'museo-sans';");
    expect(rules[0]).toContain('font-weight: 500;');
    expect(rules[0]).toContain('font-display: swap;');
    expect(rules[1]).toContain(
      "src: url(/fonts/museo-sans/museo-sans-700.woff2) format('woff2'), url(/fonts/museo-sans/museo-sans-700.woff) format('woff');",
    );
  });

  it('serves those files from our own origin, and nothing else of the folder', async () => {
    const file = await licensed.request({
      method: 'GET',
      url: '/fonts/museo-sans/museo-sans-500.woff2',
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('font/woff2');
    expect(file.rawPayload.equals(someFont)).toBe(true);
    for (const url of ['/fonts/museo-sans/licence.txt', '/fonts/museo-sans/..%2Fpasswd']) {
      expect((await licensed.request({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('is an empty stylesheet without them, so the free font shows', async () => {
    const sheet = await plain.request({ method: 'GET', url: '/fonts/museo-sans.css' });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.body).not.toContain('@font-face');
  });

  it('stops the start when the setting names a folder without the files', () => {
    const empty = mkdtempSync(join(tmpdir(), 'leerloop-no-fonts-'));
    mkdirSync(join(empty, 'fonts'));
    expect(() => loadConfig({ DATA_DIR: empty, MUSEO_SANS_DIR: join(empty, 'fonts') })).toThrow(
      /MUSEO_SANS_DIR: no museo-sans-<weight>\.woff2/,
    );
  });
});
