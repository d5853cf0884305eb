/** The repository root, so that relative paths work whichever folder the process starts in. */
export declare const ROOT_DIR: string;
export type Config = ReturnType<typeof loadConfig>;
/**
 * Reads and checks the environment once at start-up. Throws one error listing every problem,
 * so a misconfigured server never starts half-working.
 */
export declare function loadConfig(env?: NodeJS.ProcessEnv): {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseFile: string;
  baseUrl: string;
  trustedOrigins: string[];
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: 'error' | 'fatal' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  seedDemo: boolean;
  webDistDir: string;
  trustProxy: boolean;
  signIn: {
    maxFailures: number;
    maxFailuresPerAddress: number;
    windowMs: number;
  };
};
