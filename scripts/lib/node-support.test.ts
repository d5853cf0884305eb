import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 19 item 15: Node 20 is end of life; Leerloop runs on the LTS releases 22 and 24, and the
// places that say so agree (npm's engines check, the image, the README).
const root = join(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

const SUPPORTED_MAJORS = [22, 24];
const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
/** The major versions an engines range of `^x.y.z` parts allows. */
const majorsOf = (range: string) =>
  range.split('||').map((part) => Number(/^\s*\^(\d+)\.\d+\.\d+\s*$/.exec(part)?.[1]));

describe('the supported Node versions', () => {
  it('are 22 and 24 in package.json, and nothing older or untried', () => {
    expect(majorsOf(engines)).toEqual(SUPPORTED_MAJORS);
  });

  it('include the Node of the image: 22 LTS in every stage of the Dockerfile', () => {
    const images = [...read('Dockerfile').matchAll(/^FROM node:(\d+)\b/gm)].map((m) => m[1]);
    expect(images.length).toBeGreaterThan(0);
    expect(new Set(images)).toEqual(new Set(['22']));
  });

  it('are the ones the README names', () => {
    expect(read('README.md')).toContain('Node.js 22 or 24');
  });

  it("leave CI on the machine's own Node (no version manager in the CI script)", () => {
    expect(read('.ci/run')).not.toMatch(/\b(nvm|volta|fnm|n) (use|install)\b/);
  });
});
