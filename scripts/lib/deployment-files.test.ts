import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../apps/server/src/config.ts';

// Issue 19 item 14: compose.yaml could not start (an empty SMTP_URL the app refuses, withdrawn
// images). Containers cannot run on the machines this is built on, so what can be checked
// without them is checked here: the environment compose hands the app passes the app's own
// configuration check, every name points at something that exists, and the Dockerfile copies
// every workspace. `npm run image:build` builds the image itself where podman or Docker exists.
const root = join(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** What the README's command sets: the two values compose requires. */
const README_COMMAND = {
  AUTH_SECRET: 'dGhpcy1pcy1hLXJhbmRvbS12YWx1ZS1vZi0zMi1ieXRlcw==',
  SMTP_URL: 'smtp://user:pass@mail.example.nl:587',
};

/**
 * Compose's interpolation of `${NAME:-default}`, `${NAME:?message}`, `${NAME}` and `$$`, as
 * `docker compose config` does it; a required variable that is unset is reported.
 */
function interpolate(text: string, env: Record<string, string>, missing: string[]) {
  return text.replace(
    /\$\$|\$\{([A-Z_][A-Z0-9_]*)(?:(:-|:\?)([^}]*))?\}/g,
    (whole, name: string | undefined, operator: string | undefined, rest: string) => {
      if (whole === '$$') return '$';
      const value = env[name!];
      if (value) return value;
      if (operator === ':-') return rest;
      if (operator === ':?') missing.push(name!);
      return '';
    },
  );
}

interface Compose {
  services: Record<
    string,
    {
      image?: string;
      build?: string;
      environment?: Record<string, string>;
      depends_on?: string[] | Record<string, unknown>;
      volumes?: string[];
    }
  >;
  volumes?: Record<string, unknown>;
}

const composeWith = (env: Record<string, string>) => {
  const missing: string[] = [];
  const compose = parse(interpolate(read('compose.yaml'), env, missing), {
    merge: true,
  }) as Compose;
  return { compose, missing };
};

describe('compose.yaml', () => {
  it('refuses to start without the two values the README passes, and only those', () => {
    expect(composeWith({}).missing.sort()).toEqual(['AUTH_SECRET', 'SMTP_URL']);
    expect(composeWith(README_COMMAND).missing).toEqual([]);
  });

  it("hands each app instance an environment the app's own configuration check accepts", () => {
    const { compose } = composeWith(README_COMMAND);
    const apps = Object.entries(compose.services).filter(([, service]) => service.build);
    expect(apps.map(([name]) => name)).toEqual(['app1', 'app2']);
    for (const [, service] of apps) {
      const config = loadConfig({ ...service.environment });
      expect(config.isProduction).toBe(true);
      expect(config.database.driver).toBe('PostgreSQL');
      expect(config.storage.driver).toBe('S3');
      expect(config.redis).toBeDefined();
    }
  });

  it('names only services, volumes and files that exist', () => {
    const { compose } = composeWith(README_COMMAND);
    const services = Object.keys(compose.services);
    for (const [name, service] of Object.entries(compose.services)) {
      const dependencies = Array.isArray(service.depends_on)
        ? service.depends_on
        : Object.keys(service.depends_on ?? {});
      for (const dependency of dependencies) expect(services, name).toContain(dependency);
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (source.startsWith('./')) expect(existsSync(join(root, source)), volume).toBe(true);
        else expect(Object.keys(compose.volumes ?? {}), volume).toContain(source);
      }
    }
    // The app's database, Redis and object store are compose's own services.
    const app = compose.services.app1!.environment!;
    for (const url of [app.DATABASE_URL, app.REDIS_URL, app.S3_ENDPOINT])
      expect(services).toContain(new URL(url!).hostname);
    // Caddy sends traffic to the app instances.
    const upstreams = [...read('deploy/Caddyfile').matchAll(/\b(app\d+):3000\b/g)].map((m) => m[1]);
    expect(upstreams).toEqual(['app1', 'app2']);
  });

  it('pulls no image that was withdrawn (MinIO left Docker Hub)', () => {
    const images = Object.values(composeWith(README_COMMAND).compose.services).flatMap(
      (service) => service.image ?? [],
    );
    expect(images.filter((image) => /^(minio|bitnami)\//.test(image))).toEqual([]);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;

  it("copies every workspace's package.json before npm ci (else npm ci fails in the image)", () => {
    const copied = [...dockerfile.matchAll(/^COPY (\S+)\/package\.json /gm)].map((m) => m[1]);
    expect(copied.sort()).toEqual([...workspaces].sort());
  });

  it('copies from the repository only what exists, and leaves local data out', () => {
    for (const [, sources] of dockerfile.matchAll(/^COPY (?!--from)((?:\S+ )+)\S+$/gm))
      for (const source of sources!.trim().split(' '))
        if (source !== '.') expect(existsSync(join(root, source)), source).toBe(true);
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['.git', '**/node_modules', 'data']));
  });
});
