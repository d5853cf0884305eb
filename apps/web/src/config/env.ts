/**
 * Spec §7/§9: one base address per environment. `prod` and `dev` are same-origin `/api` (the
 * single-process build, and Vite's proxy in `npm run dev`); `local` talks to the API on 3333.
 */
const apiBaseByEnvironment = {
  prod: '/api',
  dev: '/api',
  local: 'http://localhost:3333/api',
} as const;

type Environment = keyof typeof apiBaseByEnvironment;

const environment: Environment =
  (import.meta.env.VITE_APP_ENV as Environment | undefined) ??
  (import.meta.env.PROD ? 'prod' : 'dev');

export const env = {
  environment,
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? apiBaseByEnvironment[environment] ?? '/api',
};
