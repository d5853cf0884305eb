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

describe('the addresses the auth endpoints trust', () => {
  const dataDir = production.DATA_DIR;

  it('outside production: the base address under each loopback name (issue 19)', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).trustedOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(
      loadConfig({ DATA_DIR: dataDir, BASE_URL: 'http://127.0.0.1:3500/' }).trustedOrigins,
    ).toEqual(['http://127.0.0.1:3500', 'http://localhost:3500', 'http://[::1]:3500']);
  });

  it('a public address alone, and in production only what is configured', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir, BASE_URL: 'https://leerloop.nl' }).trustedOrigins,
    ).toEqual(['https://leerloop.nl']);
    const inProduction = loadConfig({
      ...production,
      SMTP_URL: 'smtp://mail.example.nl:587',
      BASE_URL: 'http://localhost:3000',
      TRUSTED_ORIGINS: 'https://school.example.nl',
    });
    expect(inProduction.trustedOrigins).toEqual([
      'http://localhost:3000',
      'https://school.example.nl',
    ]);
  });

  it('sites that may frame /iframe: https sites without a path, or it does not start', () => {
    const sites = 'https://www.wijkschool.nl/ , https://leren.wijkschool.nl';
    expect(loadConfig({ DATA_DIR: dataDir, IFRAME_ORIGINS: sites }).iframeOrigins).toEqual([
      'https://www.wijkschool.nl',
      'https://leren.wijkschool.nl',
    ]);
    expect(() => loadConfig({ DATA_DIR: dataDir, IFRAME_ORIGINS: 'http://wijkschool.nl' })).toThrow(
      /IFRAME_ORIGINS/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, IFRAME_ORIGINS: 'https://wijkschool.nl/imi' }),
    ).toThrow(/IFRAME_ORIGINS/);
  });
});
