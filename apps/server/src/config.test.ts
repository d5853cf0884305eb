import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'een-geheim-van-minstens-tweeendertig-tekens',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'leerloop-config-')),
};

describe('configuration in production', () => {
  it('refuses to start without SMTP, which every sign-up code needs', () => {
    expect(() => loadConfig(production)).toThrow(/SMTP_URL: required in production/);
  });

  it('keeps the API documentation private unless API_DOCS turns it on', () => {
    const withMail = { ...production, SMTP_URL: 'smtp://mail.example.nl:587' };
    expect(loadConfig(withMail).apiDocs).toBe(false);
    expect(loadConfig({ ...withMail, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: production.DATA_DIR }).apiDocs).toBe(true);
  });
});
